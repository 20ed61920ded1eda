import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useId, useRef } from 'react'
import { errorMessages, errorText } from './error-messages'
import { errorReason, type ErrorReason } from '../../api/error-reason'
import { useRateBudget } from '../../hooks/use-api'
import { useNow } from '../../hooks/use-now'
import { useSession } from '../../auth/use-session'
import { useMessages } from '../../i18n/locale'
import { PRIMARY_BUTTON } from '../forms/buttons'
import { pageShellMessages } from './messages'
import { notFoundReason } from './page-error'

export interface ErrorViewProps {
  /** What failed: `errorReason(error)`, or a not-found's reason. */
  reason: ErrorReason
  /** Tries the failed request again; called by the button, after a 429's wait, and when back online. */
  onRetry?: () => void
  /** 'page': the whole page failed; 'part': one part of a page failed and says so in its place. */
  variant?: 'page' | 'part'
  /** Level of the title: 1 for a page, 2 or 3 for a part (default). */
  headingLevel?: 1 | 2 | 3
}

/**
 * Says what went wrong and what happens next: a 404 is "not found in your organization", a
 * malformed id in a link says so, a 429 counts down and tries again by itself, offline waits for
 * the connection, anything retryable has a button. Never a blank page.
 */
export function ErrorView({ reason, onRetry, variant = 'part', headingLevel }: ErrorViewProps) {
  const m = useMessages(pageShellMessages)
  const errors = useMessages(errorMessages)
  const [{ mode }] = useSession()
  const titleId = useId()
  const secondsLeft = useRetryCountdown(reason, onRetry)
  useRetryWhenOnline(reason, onRetry)
  const shown: ErrorReason =
    reason.kind === 'rate-limited' ? { ...reason, retryAfterSeconds: secondsLeft } : reason
  const text = errorText(shown, errors, mode)
  const Heading = `h${headingLevel ?? (variant === 'page' ? 1 : 3)}` as const
  const page = variant === 'page'

  const lostLink = reason.kind === 'not-found' || reason.kind === 'invalid-id'
  const canRetry = onRetry && !lostLink && reason.kind !== 'token' && reason.kind !== 'bad-request'
  return (
    <section
      aria-labelledby={titleId}
      role={page ? undefined : 'alert'}
      className={
        page
          ? 'mx-auto max-w-xl py-10 text-center'
          : 'rounded-card border border-danger bg-danger-soft p-4 text-ink'
      }
    >
      <Heading id={titleId} className={page ? 'text-2xl font-semibold' : 'font-semibold'}>
        {text.title}
      </Heading>
      <p className={page ? 'mt-3 text-ink-muted' : 'mt-1 text-sm'}>{text.detail}</p>
      {reason.kind === 'offline' && onRetry && (
        <p className={page ? 'mt-2 text-ink-muted' : 'mt-1 text-sm'}>{m.tryingWhenOnline}</p>
      )}
      <div className={`flex flex-wrap gap-3 ${page ? 'mt-6 justify-center' : 'mt-3'}`}>
        {canRetry && (
          <button type="button" onClick={onRetry} className={PRIMARY_BUTTON}>
            {m.tryAgain}
          </button>
        )}
        {lostLink && page && (
          <Link to="/tournaments" className={PRIMARY_BUTTON}>
            {m.yourTournaments}
          </Link>
        )}
        {reason.kind === 'token' && mode !== 'proxy' && (
          <Link to="/" className={PRIMARY_BUTTON}>
            {m.connectAgain}
          </Link>
        )}
      </div>
    </section>
  )
}

/**
 * Seconds until a 429's wait is over (the client's pause, else the error's Retry-After, both counted
 * from the 429, however long after it the view is shown); retries at 0.
 */
function useRetryCountdown(reason: ErrorReason, onRetry: (() => void) | undefined): number {
  const limited = reason.kind === 'rate-limited'
  const budget = useRateBudget()
  const now = useNow(1000, limited)
  const until = Math.max(budget.pausedUntil ?? 0, limited ? reason.waitEndsAt : 0)
  const secondsLeft = Math.max(0, Math.ceil((until - now) / 1000))
  const retried = useRef(false)
  useEffect(() => {
    if (!limited || secondsLeft > 0 || retried.current || !onRetry) return
    retried.current = true
    onRetry()
  }, [limited, secondsLeft, onRetry])
  return secondsLeft
}

function useRetryWhenOnline(reason: ErrorReason, onRetry: (() => void) | undefined) {
  const offline = reason.kind === 'offline'
  useEffect(() => {
    if (!offline || !onRetry) return
    window.addEventListener('online', onRetry)
    return () => window.removeEventListener('online', onRetry)
  }, [offline, onRetry])
}

/** A route's `errorComponent`: the page's failure in the page's place, with a retry that reloads it. */
export function RouteErrorView({ error }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrorReset = useQueryErrorResetBoundary()
  useEffect(() => queryErrorReset.reset(), [queryErrorReset])
  return <ErrorView variant="page" reason={errorReason(error)} onRetry={() => void router.invalidate()} />
}

/**
 * A route's `notFoundComponent`: the API's 404, which never says whether the thing exists
 * elsewhere, or a link whose id is malformed (the reason the not-found carries).
 */
export function RouteNotFoundView({ data }: { data?: unknown }) {
  return <ErrorView variant="page" reason={notFoundReason(data) ?? { kind: 'not-found' }} />
}
