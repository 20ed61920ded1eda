import { useQuery } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { meQueries } from '../../../api/queries'
import { useApi } from '../../../api/use-api'
import { handOverApiAddress } from '../../../auth/token-fragment'
import { useSession } from '../../../auth/use-session'
import { formatInTimeZone, DATE } from '../../../domain/time'
import { useLocale, useMessages } from '../../../i18n/locale'
import { screenLink, type ScreenConfig } from '../screen-config'
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './fields'
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
  const locale = useLocale()
  const [session] = useSession()
  const configuredApi = useRouteContext({ from: '__root__', select: (context) => context.config.apiBaseUrl })
  const token = session.mode === 'proxy' ? null : session.token
  // Behind the proxy there is no token to describe (and the proxy refuses getMe).
  const me = useQuery({ ...meQueries.detail(useApi()), enabled: token !== null })
  const [whole, setWhole] = useState(false)
  const [status, setStatus] = useState('')
  if (!config) return <p className="text-ink-muted">{m.linkNeedsViews}</p>
  const appBase = new URL(import.meta.env.BASE_URL, window.location.origin).href
  const apiBaseUrl = handOverApiAddress(session.apiBaseUrl, configuredApi, window.location.origin)
  const access = token ? { token, apiBaseUrl } : null
  const link = screenLink(config, appBase, access)
  const expiresAt = me.data?.token.expiresAt
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setStatus(m.copied)
    } catch {
      setStatus(m.copyFailed)
    }
  }
  return (
    <div className="space-y-3">
      <label className="block">
        <span className="font-medium">{m.linkLabel}</span>
        <textarea
          readOnly
          rows={3}
          value={whole ? link : masked(link, token)}
          className="mt-1 block w-full resize-none rounded-lg border border-line bg-surface-sunken px-3 py-2 font-mono text-sm break-all"
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={PRIMARY_BUTTON} onClick={() => void copy()}>
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
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={whole} onChange={(event) => setWhole(event.target.checked)} />
            {m.showWholeLink}
          </label>
        )}
      </div>
      <p role="status" className="text-sm font-medium empty:hidden">
        {status}
      </p>
      <p className="text-sm text-ink-muted">{token ? m.linkExplained : m.proxyNote}</p>
      {token && (
        <p className="rounded-card border border-warning bg-warning-soft p-3 text-sm text-ink">
          {m.linkWarning}
        </p>
      )}
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
