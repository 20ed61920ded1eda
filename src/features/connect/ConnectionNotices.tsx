import { useSearch } from '@tanstack/react-router'
import { useDeviceLocale } from '../../i18n/device-language'
import { useSession } from '../../auth/use-session'
import { chooseLocale } from '../../i18n/choose-locale'
import { LocaleProvider, useMessages } from '../../i18n/locale'
import { PRIMARY_BUTTON, SECONDARY_BUTTON, SMALL_BUTTON } from '../../components/forms'
import { Notice } from '../../components/page'
import { deviceConnectionMessages } from './device-connection-messages'
import { handOverMessages } from './hand-over-messages'

/**
 * What the session has to tell or ask about a link's token or the one this device remembers, on
 * whatever page was opened (staff page, venue screen, embed), in that page's language: a link's
 * token refused for the API it named (nothing was stored); a link that would replace the token this
 * device remembers for another organization (nothing changes until answered); a remembered
 * connection dropped at start-up for an API this viewer does not allow.
 */
export function ConnectionNotices() {
  const { lang } = useSearch({ strict: false }) as { lang?: unknown }
  // Said when a page opens, so the page it opened is the one in the address bar.
  const embed = /^\/embed(\/|$)/.test(window.location.pathname)
  const device = useDeviceLocale(lang)
  // An embed's language is its link's or its visitor's browser's, never the device's choice.
  const locale = embed ? chooseLocale([lang], navigator.languages ?? []) : device
  // A venue screen is read from afar, and its question needs an answer: as large as its text.
  const screen = /^\/screen(\/|$)/.test(window.location.pathname)
  const zoom = screen ? Math.max(1, window.innerWidth / 1280) : 1
  return (
    <LocaleProvider locale={locale}>
      {/* Positioned and stacked: a venue screen fills the viewport with a fixed box, which would hide them. */}
      <div className="relative z-50 space-y-3 p-3 empty:hidden" style={zoom > 1 ? { zoom } : undefined}>
        <HandOverRefused />
        <HandOverQuestion />
        <ForgottenConnection />
      </div>
    </LocaleProvider>
  )
}

function HandOverRefused() {
  const m = useMessages(handOverMessages)
  const [{ refusedHandOver }, session] = useSession()
  if (!refusedHandOver) return null
  return (
    <Dismissible title={m.title} dismiss={m.dismiss} onDismiss={() => session.dismissRefusedHandOver()}>
      {m.detail(refusedHandOver.apiOrigin)}
    </Dismissible>
  )
}

function HandOverQuestion() {
  const m = useMessages(deviceConnectionMessages)
  const [{ handOverQuestion }, session] = useSession()
  if (!handOverQuestion) return null
  const { remembered, handedOver } = handOverQuestion
  return (
    <Notice tone="warning" role="alert" title={m.questionTitle} className="mx-auto max-w-3xl">
      <p>{m.question(remembered, handedOver)}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={PRIMARY_BUTTON} onClick={() => session.answerHandOver('keep')}>
          {m.keep(remembered)}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={() => session.answerHandOver('switch')}>
          {m.switchTo(handedOver)}
        </button>
      </div>
    </Notice>
  )
}

function ForgottenConnection() {
  const m = useMessages(deviceConnectionMessages)
  const [{ forgottenConnection }, session] = useSession()
  if (!forgottenConnection) return null
  return (
    <Dismissible
      title={m.forgottenTitle}
      dismiss={m.dismiss}
      onDismiss={() => session.dismissForgottenConnection()}
    >
      {m.forgotten(forgottenConnection.apiOrigin)}
    </Dismissible>
  )
}

/** Something that happened to a token, said until dismissed. */
function Dismissible({
  title,
  dismiss,
  onDismiss,
  children,
}: {
  title: string
  dismiss: string
  onDismiss: () => void
  children: string
}) {
  return (
    <Notice tone="danger" role="alert" title={title} className="mx-auto max-w-3xl">
      <p>{children}</p>
      <button type="button" className={`mt-3 ${SMALL_BUTTON}`} onClick={onDismiss}>
        {dismiss}
      </button>
    </Notice>
  )
}
