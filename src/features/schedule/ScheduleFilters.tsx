import { Link, getRouteApi } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import type { Division } from '../../api/schemas'
import { byCourtOrder, gameCourt, type CourtNames, type GameCourt } from '../../domain/court'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { bracketMessages, courtName } from '../../components/bracket'
import { CONTROL, useTypedSearch } from '../../components/forms'
import { scheduleMessages } from './messages'
import type { ScheduleEntry } from './schedule-entries'

const route = getRouteApi('/_staff/_connected/tournaments/$tournamentIdx/schedule')
const TAB_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
}

/** Every court of the tournament: those `courtNames` names and those its games are on, in court order. */
export function courtOptions(
  entries: readonly Pick<ScheduleEntry, 'game'>[],
  courtNames: CourtNames | undefined,
): GameCourt[] {
  const courts = new Map<string, GameCourt>()
  for (const number of Object.keys(courtNames ?? {})) {
    const court = gameCourt({ courtNumber: Number(number), court: null }, courtNames)
    if (court && Number.isInteger(court.number)) courts.set(court.key, court)
  }
  for (const { game } of entries) {
    const court = gameCourt(game, courtNames)
    if (court && !courts.has(court.key)) courts.set(court.key, court)
  }
  return [...courts.values()].sort(byCourtOrder)
}

/** The name a court is shown by: its own, else "Court 3". */
export function useCourtName(): (court: GameCourt) => string {
  const words = useMessages(bracketMessages)
  return (court) => courtName(court, words)
}

/** One tab per day, as links (`?day=`): back returns to the day seen before. */
export function DayTabs({
  tournamentIdx,
  days,
  day,
  today,
}: {
  tournamentIdx: string
  days: readonly string[]
  day: string
  today: string | null
}) {
  const m = useMessages(scheduleMessages)
  const locale = useFormatLocale()
  const format = new Intl.DateTimeFormat(locale, TAB_DAY)
  return (
    <nav aria-label={m.days} className="mt-4 overflow-x-auto">
      <ol className="flex gap-2 pb-1">
        {days.map((each) => (
          <li key={each} className="shrink-0">
            <Link
              to="/tournaments/$tournamentIdx/schedule"
              params={{ tournamentIdx }}
              search={(previous) => ({ ...previous, day: each })}
              aria-current={each === day ? 'page' : undefined}
              className="block rounded-full border border-line px-3 py-1 text-sm whitespace-nowrap hover:bg-surface-sunken aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-accent-ink"
            >
              {format.format(new Date(`${each}T12:00:00Z`))}
              {each === today && <span className="ml-1 font-semibold">· {m.today}</span>}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  )
}

/**
 * The division and court filters (new addresses: back returns to the previous one) and the search
 * over team and player names (kept in the address as typed, without filling the history). On a
 * phone they wait behind one button that says which are set ("Filters: Men open · Court 3"), so
 * what is on now comes first; Escape closes them again. Wider screens show them open.
 */
export function ScheduleFilters({
  divisions,
  courts,
  division,
  court,
  query,
}: {
  divisions: readonly Division[]
  courts: readonly GameCourt[]
  division: string | undefined
  court: string | undefined
  query: string
}) {
  const m = useMessages(scheduleMessages)
  const courtName = useCourtName()
  const navigate = route.useNavigate()
  const divisionId = useId()
  const courtId = useId()
  const searchId = useId()
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const courtSet = courts.find((each) => each.key === court)
  const set = [
    divisions.find((each) => each.idx === division)?.name,
    courtSet && courtName(courtSet),
    query.trim() && `“${query.trim()}”`,
  ].filter((each): each is string => Boolean(each))
  // Open, Escape closes them wherever the focus is, and gives it back to the control.
  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggle.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [open])
  const { typed, type } = useTypedSearch(query, (value) => {
    void navigate({
      search: (previous) => ({ ...previous, q: value.trim() ? value : undefined }),
      replace: true,
    })
  })

  return (
    <div className="mt-4">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className={`flex w-full items-center justify-between gap-2 text-left sm:hidden ${CONTROL}`}
      >
        <span className="min-w-0 truncate">{set.length > 0 ? m.filtersSet(set.join(' · ')) : m.filters}</span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      <form
        id={panelId}
        role="search"
        className={`${open ? 'mt-3 flex' : 'hidden'} flex-wrap items-end gap-3 sm:mt-0 sm:flex`}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="flex max-w-full min-w-0 flex-col gap-1">
          <label htmlFor={divisionId} className="text-sm font-medium">
            {m.division}
          </label>
          <select
            id={divisionId}
            value={division ?? ''}
            onChange={(event) =>
              void navigate({
                search: (previous) => ({ ...previous, division: event.target.value || undefined }),
              })
            }
            className={`w-full max-w-full min-w-40 truncate sm:max-w-xs ${CONTROL}`}
          >
            <option value="">{m.allDivisions}</option>
            {divisions.map((each) => (
              <option key={each.idx} value={each.idx}>
                {each.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex max-w-full min-w-0 flex-col gap-1">
          <label htmlFor={courtId} className="text-sm font-medium">
            {m.court}
          </label>
          <select
            id={courtId}
            value={court ?? ''}
            onChange={(event) =>
              void navigate({
                search: (previous) => ({ ...previous, court: event.target.value || undefined }),
              })
            }
            className={`w-full max-w-full min-w-40 truncate sm:max-w-xs ${CONTROL}`}
          >
            <option value="">{m.allCourts}</option>
            {courts.map((each) => (
              <option key={each.key} value={each.key}>
                {courtName(each)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-medium">
            {m.search}
          </label>
          <input
            id={searchId}
            type="search"
            value={typed}
            aria-describedby={`${searchId}-hint`}
            onChange={(event) => type(event.target.value)}
            className={`w-full ${CONTROL}`}
          />
          <p id={`${searchId}-hint`} className="text-xs text-ink-muted">
            {m.searchHint}
          </p>
        </div>
      </form>
    </div>
  )
}
