import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { meQueries } from '../../../api/queries'
import { useApi } from '../../../hooks/use-api'
import { apiOriginOf, isAllowedApiAddress } from '../../../auth/api-address'
import { handOverApiAddress } from '../../../auth/token-fragment'
import { useSession } from '../../../auth/use-session'
import { formatInTimeZone, DATE } from '../../../domain/time'
import { useFormatLocale } from '../../../i18n/format-locale'
import { useMessages } from '../../../i18n/locale'
import {
  Checkbox,
  CodeField,
  PRIMARY_BUTTON,
  SECONDARY_BUTTON,
  useClipboard,
} from '../../../components/forms'
import { Notice } from '../../../components/page'
import type { ScreenConfig } from '../screen-config'
import { SCREEN_LINK_MAX, screenLink } from '../screen-link'
import { setupMessages } from './messages'

/** "tr_live_Abc123…" shown as "tr_live_••••••": the environment is useful, the secret is not. */
function masked(link: string, token: string | null): string {
  if (!token) return link
  const head = token.slice(0, token.lastIndexOf('_') + 1)
  return link.replace(token, `${head}${'•'.repeat(8)}`)
}

/** The link to open on the TV, what it holds, and a button that copies it. */
export function ScreenLinkPanel({ config }: { config: ScreenConfig | null }) {
  const m = useMessages(setupMessages)
  const locale = useFormatLocale()
  const [session] = useSession()
  const viewerConfig = useRouteContext({ from: '__root__', select: (context) => context.config })
  const token = session.mode === 'proxy' ? null : session.token
  // Behind the proxy there is no token to describe (and the proxy refuses getMe).
  const me = useQuery({ ...meQueries.detail(useApi()), enabled: token !== null })
  const [whole, setWhole] = useState(false)
  const { status, copy } = useClipboard()
  if (!config) return <p className="text-ink-muted">{m.linkNeedsViews}</p>
  const appBase = new URL(import.meta.env.BASE_URL, window.location.origin).href
  const viewerOrigin = window.location.origin
  const apiBaseUrl = handOverApiAddress(session.apiBaseUrl, viewerConfig.apiBaseUrl, viewerOrigin)
  // A screen would refuse a link for an API this deployment does not allow: none is offered.
  if (token && apiBaseUrl && !isAllowedApiAddress(apiBaseUrl, viewerConfig, viewerOrigin)) {
    return (
      <Notice tone="warning">
        {m.linkApiNotAllowed(apiOriginOf(apiBaseUrl, viewerOrigin) ?? apiBaseUrl)}
      </Notice>
    )
  }
  const access = token ? { token, apiBaseUrl } : null
  const link = screenLink(config, appBase, access)
  // A link cut short on the way to the TV would lose its slides: none that long is handed out.
  if (link.length > SCREEN_LINK_MAX) {
    return <Notice tone="warning">{m.linkTooLong(link.length, SCREEN_LINK_MAX)}</Notice>
  }
  const expiresAt = me.data?.token.expiresAt
  return (
    <div className="space-y-3">
      <CodeField label={m.linkLabel} value={whole ? link : masked(link, token)} lines="wrap" rows={3} />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={PRIMARY_BUTTON}
          onClick={() => void copy(link, { copied: m.copied, failed: m.copyFailed })}
        >
          {m.copy}
        </button>
        <a
          className={SECONDARY_BUTTON}
          href={screenLink(config, appBase, access, false)}
          target="_blank"
          rel="noreferrer"
        >
          {m.open}
        </a>
        {token && (
          <Checkbox className="text-sm" checked={whole} onChange={setWhole}>
            {m.showWholeLink}
          </Checkbox>
        )}
      </div>
      <p role="status" className="text-sm font-medium empty:hidden">
        {status}
      </p>
      <p className="text-sm text-ink-muted">{token ? m.linkExplained : m.proxyNote}</p>
      {token && <Notice tone="warning">{m.linkWarning}</Notice>}
      {expiresAt && (
        <p className="text-sm text-ink-muted">
          {m.expires(
            formatInTimeZone(expiresAt, Intl.DateTimeFormat().resolvedOptions().timeZone, DATE, locale).text,
          )}
        </p>
      )}
    </div>
  )
}
