import { ApiError, type OperationName } from '../errors'
import { retryAfterSeconds } from '../rate-limit-wait'

/**
 * The ApiError for a non-2xx answer, from the contract's two error bodies: the uniform
 * `{statusCode, code, message}` and the 400 validation `{statusCode, message[], error}`.
 * A body that is neither (a proxy's HTML page, an empty 502) still gives a typed error by status.
 */
export function errorFromResponse(
  operation: OperationName,
  response: Response,
  text: string,
  credential: string | null,
): ApiError {
  const body = parseObject(text)
  const code = typeof body?.code === 'string' ? body.code : null
  const message = body?.message
  const messages = Array.isArray(message)
    ? message.filter((item): item is string => typeof item === 'string')
    : typeof message === 'string' && message !== code
      ? [message]
      : []
  const isRateLimited = response.status === 429
  return new ApiError({
    kind: 'http',
    operation,
    status: response.status,
    code,
    messages,
    retryAfterSeconds: isRateLimited ? retryAfterSeconds(response.headers) : null,
    credential,
    rateLimitScope: isRateLimited ? (response.headers.has('X-RateLimit-Remaining') ? 'token' : 'ip') : null,
  })
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}
