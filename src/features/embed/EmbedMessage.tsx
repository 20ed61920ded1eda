import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useId } from 'react'
import { withJitter } from '../../api/rate-limit-wait'
import { useSession } from '../../auth/use-session'
import { notFoundReason } from '../../components/page'
import { useMessages } from '../../i18n/locale'
import { EmbedShell } from './EmbedShell'
import { embedFailure, embedReason } from './errors'
import { embedMessages } from './messages'
import { useEmbedOptions } from './use-embed-options'

/**
 * A failure, said compactly in the embed's own look: visitors hold no token and can do nothing
 * but wait, so it retries by itself (after the refresh interval or a 429's wait, and a random part
 * of it more; or when back online) unless only the site's owner can fix it. Never a redirect to
 * the staff app's connect page.
 */
export function EmbedMessage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const m = useMessages(embedMessages)
  const options = useEmbedOptions()
  const [session] = useSession()
  const reason = embedReason(error)
  // The API refused the token: the session forgot it and kept why, which says more than the
  // MISSING_API_TOKEN a retry without it would get.
  const failure = embedFailure(
    session.problem && (reason.kind === 'token' || reason.kind === 'no-access')
      ? { kind: 'token', problem: session.problem }
      : reason,
    m,
    options.refresh,
  )
  useEffect(() => {
    if (failure.whenOnline) {
      window.addEventListener('online', onRetry)
      return () => window.removeEventListener('online', onRetry)
    }
    if (failure.retryInSeconds === null) return
    // Every visitor a failure met at once (a 429 at the window's reset) must not return at once.
    const timer = setTimeout(onRetry, withJitter(failure.retryInSeconds * 1000))
    return () => clearTimeout(timer)
  }, [failure.whenOnline, failure.retryInSeconds, onRetry])
  return <EmbedUnavailable text={failure.text} />
}

/** "Results unavailable", and why: what a visitor sees where the results would be. */
export function EmbedUnavailable({ text }: { text: string }) {
  const m = useMessages(embedMessages)
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      role="alert"
      className="rounded-card border border-line bg-surface-raised p-4"
    >
      <h2 id={titleId} className="font-semibold">
        {m.unavailable}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{text}</p>
    </section>
  )
}

/** `errorComponent` of embed routes: the message, retrying by reloading the route. */
export function EmbedRouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrorReset = useQueryErrorResetBoundary()
  useEffect(() => queryErrorReset.reset(), [queryErrorReset])
  return (
    <EmbedShell options={useEmbedOptions()}>
      <EmbedMessage error={error} onRetry={() => void router.invalidate()} />
    </EmbedShell>
  )
}

/** `notFoundComponent` of embed routes: the API's 404, a link with a malformed id, or an address that is no embed. */
export function EmbedNotFound({ data }: { data?: unknown }) {
  const m = useMessages(embedMessages)
  const options = useEmbedOptions()
  const failure = embedFailure(notFoundReason(data) ?? { kind: 'not-found' }, m, options.refresh)
  return (
    <EmbedShell options={options}>
      <EmbedUnavailable text={failure.text} />
    </EmbedShell>
  )
}
