import { errorReason, type ErrorReason } from '../../api/error-reason'
import { MissingEmbedAccessError } from './embed-data'
import type { embedMessages } from './messages'

type Messages = (typeof embedMessages)['en']

/** What a failed embed says to a visitor, and whether (and after how long) it tries again by itself. */
export interface EmbedFailure {
  text: string
  /** Seconds until the next attempt; null when only the site's owner can fix it. */
  retryInSeconds: number | null
  /** Wait for the connection instead of a time. */
  whenOnline: boolean
}

export function embedReason(error: unknown): ErrorReason | { kind: 'no-access' } {
  if (error instanceof MissingEmbedAccessError) return { kind: 'no-access' }
  return errorReason(error)
}

export function embedFailure(
  reason: ErrorReason | { kind: 'no-access' },
  messages: Messages,
  refreshSeconds: number,
): EmbedFailure {
  const ownersJob = (text: string): EmbedFailure => ({ text, retryInSeconds: null, whenOnline: false })
  const later = (text: string, seconds = refreshSeconds): EmbedFailure => ({
    text,
    retryInSeconds: seconds,
    whenOnline: false,
  })
  switch (reason.kind) {
    case 'no-access':
      return ownersJob(messages.noAccess)
    case 'token':
      return ownersJob(messages.refused[reason.problem])
    case 'not-found':
      return ownersJob(messages.notFound)
    case 'invalid-id':
    case 'bad-request':
      return ownersJob(messages.invalidLink)
    case 'rate-limited':
      return later(messages.rateLimited(reason.retryAfterSeconds), reason.retryAfterSeconds)
    case 'offline':
      return { text: messages.offline, retryInSeconds: null, whenOnline: true }
    case 'unreachable':
    case 'timeout':
    case 'server':
      return later(messages.retrying)
    case 'unexpected-response':
    case 'unknown':
      return later(messages.unreadable)
  }
}
