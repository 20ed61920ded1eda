import { isApiError, SchemaError, tokenProblemOf, type OperationName, type TokenProblem } from './errors'
import { boundedWaitSeconds } from './rate-limit-wait'

/**
 * What a failure means to the person looking at the page, as data; the words live in
 * `src/components/page/error-messages.ts` (or a page's own catalog).
 */
export type ErrorReason =
  | { kind: 'token'; problem: TokenProblem }
  | { kind: 'not-found' }
  | { kind: 'invalid-id' }
  | { kind: 'bad-request'; messages: readonly string[] }
  | {
      kind: 'rate-limited'
      retryAfterSeconds: number
      scope: 'token' | 'ip'
      /** When the wait is over, epoch ms: counted from the 429, not from when a page says so. */
      waitEndsAt: number
    }
  | { kind: 'offline' }
  | { kind: 'unreachable' }
  | { kind: 'timeout' }
  | { kind: 'server'; status: number }
  | { kind: 'unexpected-response'; operation: OperationName; field: string | null }
  | { kind: 'unknown' }

export function errorReason(
  error: unknown,
  online: boolean = globalThis.navigator?.onLine ?? true,
): ErrorReason {
  if (!isApiError(error)) return { kind: 'unknown' }
  const problem = tokenProblemOf(error)
  if (problem) return { kind: 'token', problem }
  switch (error.kind) {
    case 'network':
      return online ? { kind: 'unreachable' } : { kind: 'offline' }
    case 'timeout':
      return { kind: 'timeout' }
    case 'malformed-json':
      return { kind: 'unexpected-response', operation: error.operation, field: null }
    case 'schema':
      return {
        kind: 'unexpected-response',
        operation: error.operation,
        field: error instanceof SchemaError ? error.field || null : null,
      }
    case 'http':
      break
  }
  const status = error.status ?? 0
  if (status === 429) {
    const retryAfterSeconds = boundedWaitSeconds(error.retryAfterSeconds)
    return {
      kind: 'rate-limited',
      retryAfterSeconds,
      scope: error.rateLimitScope ?? 'ip',
      waitEndsAt: error.at + retryAfterSeconds * 1000,
    }
  }
  if (status === 404) return { kind: 'not-found' }
  if (status === 400 && error.code === 'INVALID_ID') return { kind: 'invalid-id' }
  if (status === 400) return { kind: 'bad-request', messages: error.messages }
  if (status >= 500) return { kind: 'server', status }
  return { kind: 'unknown' }
}
