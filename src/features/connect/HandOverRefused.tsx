import { useSearch } from '@tanstack/react-router'
import { useDeviceLocale } from '../../i18n/device-language'
import { useSession } from '../../auth/use-session'
import { chooseLocale } from '../../i18n/choose-locale'
import { LocaleProvider, useMessages } from '../../i18n/locale'
import { SMALL_BUTTON } from '../../components/forms'
import { Notice } from '../../components/page'
import { handOverMessages } from './hand-over-messages'

/**
 * A link's token the session refused because of the API address the link named: said on whatever
 * page the link opened (staff page, venue screen, embed), until dismissed, in that page's
 * language. Nothing was stored.
 */
export function HandOverRefused() {
  const { lang } = useSearch({ strict: false }) as { lang?: unknown }
  // Said when a page opens, so the page it opened is the one in the address bar.
  const embed = /^\/embed(\/|$)/.test(window.location.pathname)
  const device = useDeviceLocale(lang)
  // An embed's language is its link's or its visitor's browser's, never the device's choice.
  const locale = embed ? chooseLocale([lang], navigator.languages ?? []) : device
  return (
    <LocaleProvider locale={locale}>
      <Notices />
    </LocaleProvider>
  )
}

function Notices() {
  const m = useMessages(handOverMessages)
  const [{ refusedHandOver }, session] = useSession()
  if (!refusedHandOver) return null
  return (
    // Positioned and stacked: a venue screen fills the viewport with a fixed box, which would hide it.
    <div className="relative z-50 p-3">
      <Notice tone="danger" role="alert" title={m.title} className="mx-auto max-w-3xl">
        <p>{m.detail(refusedHandOver.apiOrigin)}</p>
        <button
          type="button"
          className={`mt-3 ${SMALL_BUTTON}`}
          onClick={() => session.dismissRefusedHandOver()}
        >
          {m.dismiss}
        </button>
      </Notice>
    </div>
  )
}
