import { useQuery } from '@tanstack/react-query'
import { Link, useRouter, useSearch } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useApiErrorText } from '../../components/page/error-messages'
import { meQueries } from '../../api/queries'
import type { Me } from '../../api/schemas'
import { useApi } from '../../hooks/use-api'
import { useSession } from '../../auth/use-session'
import { useNow } from '../../hooks/use-now'
import { safeHttpUrl } from '../../domain/safe-url'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { connectMessages } from './messages'
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/forms'
import { Notice } from '../../components/page'
import { tokenExpiry } from './token-expiry'

/** What getMe says about the connected token: organization, token, expiry and rate limit. */
export function ConnectedOrganization() {
  const m = useMessages(connectMessages)
  const [session, sessionControl] = useSession()
  const me = useQuery(meQueries.detail(useApi()))
  const failure = useApiErrorText(me.error)

  const signOut = (
    <button type="button" onClick={() => sessionControl.signOut()} className={SECONDARY_BUTTON}>
      {m.signOut}
    </button>
  )

  if (me.isPending) {
    return (
      <div className="mt-6" aria-busy="true">
        <p className="text-ink-muted">{m.checking}</p>
        <div className="mt-4">{signOut}</div>
      </div>
    )
  }
  if (me.isError) {
    return (
      <div className="mt-6">
        <Notice tone="danger" role="alert" className="mt-4" title={failure.title}>
          {failure.detail}
        </Notice>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" onClick={() => void me.refetch()} className={PRIMARY_BUTTON}>
            {m.tryAgain}
          </button>
          {signOut}
        </div>
      </div>
    )
  }
  return <Details me={me.data} apiBaseUrl={session.apiBaseUrl} signOut={signOut} />
}

function Details({ me, apiBaseUrl, signOut }: { me: Me; apiBaseUrl: string; signOut: ReactNode }) {
  const m = useMessages(connectMessages)
  const locale = useFormatLocale()
  const { organization, token, rateLimit } = me
  const avatar = safeHttpUrl(organization.avatar)
  const website = safeHttpUrl(organization.website)
  const expiry = tokenExpiry(token.expiresAt, useNow(60_000, false))
  const expiresText =
    token.expiresAt === null
      ? m.neverExpires
      : expiry.state === 'unknown'
        ? token.expiresAt
        : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(token.expiresAt),
          )

  return (
    <div className="mt-6">
      <div className="flex items-center gap-4 rounded-card border border-line bg-surface-raised p-4">
        {avatar && (
          <img
            src={avatar}
            alt=""
            width={56}
            height={56}
            className="size-14 shrink-0 rounded-lg object-cover"
          />
        )}
        <div className="min-w-0">
          <p className="text-sm text-ink-muted">{m.connectedAs}</p>
          <h2 className="text-xl font-semibold break-words">{organization.name}</h2>
          {website ? (
            <a
              href={website}
              target="_blank"
              rel="noopener noreferrer"
              className="text-sm break-all text-accent underline"
            >
              {website}
            </a>
          ) : (
            organization.website && <p className="text-sm break-all text-ink-muted">{organization.website}</p>
          )}
        </div>
      </div>
      {expiry.state === 'soon' && (
        <Notice tone="warning" role="status" className="mt-4" title={m.expiresSoon(expiry.daysLeft)} />
      )}
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 rounded-card border border-line bg-surface-raised p-4 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-ink-muted">{m.tokenName}</dt>
        <dd className="break-words">{token.name}</dd>
        <dt className="text-ink-muted">{m.prefix}</dt>
        <dd className="font-mono break-all">{token.prefix}</dd>
        <dt className="text-ink-muted">{m.scopes}</dt>
        <dd>{token.scopes.length > 0 ? token.scopes.join(', ') : m.noScopes}</dd>
        <dt className="text-ink-muted">{m.expires}</dt>
        <dd>{expiresText}</dd>
        <dt className="text-ink-muted">{m.rateLimit}</dt>
        <dd>{m.rateLimitValue(rateLimit.limit, rateLimit.windowSeconds)}</dd>
        <dt className="text-ink-muted">{m.apiAddress}</dt>
        <dd className="font-mono break-all">{apiBaseUrl || m.sameOrigin}</dd>
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        <Onward />
        {signOut}
      </div>
    </div>
  )
}

/** On to the page that asked for a token (`?next=`), or to the organization's tournaments. */
function Onward() {
  const m = useMessages(connectMessages)
  const router = useRouter()
  const { next } = useSearch({ strict: false })
  if (!next) {
    return (
      <Link to="/tournaments" className={PRIMARY_BUTTON}>
        {m.browseTournaments}
      </Link>
    )
  }
  return (
    <a
      href={next}
      className={PRIMARY_BUTTON}
      onClick={(event) => {
        event.preventDefault()
        void router.navigate({ href: next })
      }}
    >
      {m.continueToPage}
    </a>
  )
}
