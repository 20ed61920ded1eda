import { Link } from '@tanstack/react-router'
import { useEffect, useId, useState, useSyncExternalStore } from 'react'
import { useFormatLocale } from '../../i18n/format-locale'
import { loadLocale, useLocale, useMessages } from '../../i18n/locale'
import { bracketMessages } from '../bracket/messages'
import { useAlertSettings, type AlertSettings } from '../team/follows'
import { alertDetails, alertTitle } from './alert-text'
import { alertMessages } from './messages'
import type { RecordStore } from './record-store'
import { askForNotifications, notificationAccess, type NotificationAccess } from './system-notifications'
import { useAlertWatch } from './use-alert-watch'
import type { StoredAlert } from './watch-record'

/** Notices shown at once; older ones give way (all stay in the team pages). */
const SHOWN = 3
const NONE: StoredAlert[] = []

/**
 * The alerts about the followed teams (issue 34 §3), on every staff page that reads the API: the
 * notices (a polite live region: read out when they come, never stealing focus), and a button
 * that opens their settings, where system notifications are asked for. Nothing while no team is
 * followed.
 */
export function AlertsDock() {
  useAlertWords()
  const watch = useAlertWatch()
  if (!watch) return null
  return <Dock record={watch.record} organizations={watch.organizations} />
}

/** Loads the alerts' words in the page's language (their own chunk, for followers only), then draws again. */
function useAlertWords() {
  const locale = useLocale()
  const [, setLoaded] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    void loadLocale(locale, ['alerts']).then(() => current && setLoaded(locale))
    return () => {
      current = false
    }
  }, [locale])
}

function Dock({ record, organizations }: { record: RecordStore; organizations: string[] }) {
  const m = useMessages(alertMessages)
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const notices = useNewAlerts(record)
  return (
    <>
      {/* Room below the page's end, so the button never covers its last line. */}
      <div aria-hidden="true" className="h-12" />
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col items-end gap-2 p-3 sm:p-4">
        <div
          role="log"
          aria-live="polite"
          aria-label={m.notices}
          className="flex w-full max-w-sm flex-col gap-2"
        >
          {notices.shown.map((alert) => (
            <Notice key={alert.key} alert={alert} onDismiss={() => notices.dismiss(alert.key)} />
          ))}
        </div>
        {open && <Settings id={panelId} organizations={organizations} onClose={() => setOpen(false)} />}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="pointer-events-auto inline-flex items-center gap-1.5 rounded-full border border-line bg-surface-raised px-3 py-1.5 text-sm font-medium text-ink shadow-md hover:bg-surface-sunken"
        >
          <BellIcon />
          {m.settingsButton}
        </button>
      </div>
    </>
  )
}

/** The alerts told since this page opened (not those told before it), less those dismissed. */
function useNewAlerts(record: RecordStore) {
  const [before] = useState(() => new Set((record.read()?.recent ?? NONE).map((alert) => alert.key)))
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set())
  const recent = useSyncExternalStore(record.subscribe, () => record.read()?.recent ?? NONE)
  const shown = recent.filter((alert) => !before.has(alert.key) && !dismissed.has(alert.key)).slice(-SHOWN)
  return { shown, dismiss: (key: string) => setDismissed(new Set([...dismissed, key])) }
}

const KIND_MARK: Record<StoredAlert['kind'], string> = {
  next: 'bg-warning',
  live: 'bg-live',
  result: 'bg-success',
}

function Notice({ alert, onDismiss }: { alert: StoredAlert; onDismiss: () => void }) {
  const m = useMessages(alertMessages)
  const court = useMessages(bracketMessages)
  const locale = useFormatLocale()
  return (
    <article
      data-kind={alert.kind}
      className="pointer-events-auto flex items-start gap-2 rounded-card border border-line bg-surface-raised p-3 shadow-lg"
    >
      <span aria-hidden="true" className={`mt-1.5 size-2.5 shrink-0 rounded-full ${KIND_MARK[alert.kind]}`} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words" dir="auto">
          <Link
            to="/tournaments/$tournamentIdx/teams/$teamIdx"
            params={{ tournamentIdx: alert.tournamentIdx, teamIdx: alert.team.idx }}
            search={{ division: alert.divisionIdx ?? undefined }}
            className="underline-offset-2 hover:underline focus-visible:underline"
          >
            {alertTitle(alert, m)}
          </Link>
        </p>
        <p className="text-sm break-words text-ink-muted" dir="auto">
          {alertDetails(alert, m, court, locale)}
        </p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={m.dismiss(alert.team.name)}
        className="-m-1 shrink-0 rounded p-1 leading-none text-ink-muted hover:bg-surface-sunken hover:text-ink"
      >
        <span aria-hidden="true">✕</span>
      </button>
    </article>
  )
}

const KINDS: { kind: keyof AlertSettings; label: 'kindNext' | 'kindLive' | 'kindResult' }[] = [
  { kind: 'next', label: 'kindNext' },
  { kind: 'live', label: 'kindLive' },
  { kind: 'result', label: 'kindResult' },
]

function Settings({
  id,
  organizations,
  onClose,
}: {
  id: string
  organizations: string[]
  onClose: () => void
}) {
  const m = useMessages(alertMessages)
  const titleId = useId()
  const { settings, change } = useAlertSettings(organizations)
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="pointer-events-auto w-full max-w-sm rounded-card border border-line bg-surface-raised p-4 text-sm shadow-lg"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold">
          {m.settingsTitle}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="-m-1 rounded px-2 py-1 text-ink-muted hover:bg-surface-sunken hover:text-ink"
        >
          {m.close}
        </button>
      </div>
      <p className="mt-1 text-ink-muted">{m.settingsHelp}</p>
      <fieldset className="mt-3">
        <legend className="font-medium">{m.kindsLegend}</legend>
        {KINDS.map(({ kind, label }) => (
          <label key={kind} className="mt-1.5 flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-0.5"
              checked={settings[kind]}
              onChange={(event) => change(kind, event.target.checked)}
            />
            <span>{m[label]}</span>
          </label>
        ))}
      </fieldset>
      <SystemNotifications />
    </section>
  )
}

/** Asks for system notifications only when pressed; says why when the browser will not show them. */
function SystemNotifications() {
  const m = useMessages(alertMessages)
  const [access, setAccess] = useState<NotificationAccess>(notificationAccess)
  if (access === 'granted') return <p className="mt-3">{m.systemOn}</p>
  if (access === 'denied') return <p className="mt-3 text-ink-muted">{m.systemDenied}</p>
  if (access === 'unsupported') return <p className="mt-3 text-ink-muted">{m.systemUnsupported}</p>
  return (
    <button
      type="button"
      onClick={() => void askForNotifications().then(setAccess)}
      className="mt-3 rounded-lg border border-line px-3 py-1.5 font-medium hover:bg-surface-sunken"
    >
      {m.systemAsk}
    </button>
  )
}

/** A bell, drawn (an emoji's glyph is missing from some systems' fonts). */
function BellIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path d="M10 3a5 5 0 0 0-5 5v3.5L3.5 14h13L15 11.5V8a5 5 0 0 0-5-5Z" strokeLinejoin="round" />
      <path d="M8 16.5a2 2 0 0 0 4 0" strokeLinecap="round" />
    </svg>
  )
}
