import { boundedWaitSeconds } from './rate-limit-wait'

/**
 * Every failure of an API call is an `ApiError`, so a page can branch on `kind` and `code` and never
 * on a message. A response that doesn't fit its schema is a `SchemaError` (kind 'schema'), which
 * names the operation and the field paths that failed.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'malformed-json' | 'schema'

/** The operations of the Read API, named as the contract names them. */
export type OperationName =
  'getMe' | 'listTournaments' | 'getTournament' | 'listDivisions' | 'listTeams' | 'getRound'

/** Codes the contract lists; a code it doesn't list is still kept as the string the API sent. */
export type ApiErrorCode =
  | 'INVALID_ID'
  | 'MISSING_API_TOKEN'
  | 'INVALID_API_TOKEN'
  | 'EXPIRED_API_TOKEN'
  | 'INSUFFICIENT_SCOPE'
  | 'TOURNAMENT_NOT_FOUND'
  | 'ROUND_NOT_FOUND'
  | 'RATE_LIMITED'
  | (string & {})

export interface ApiErrorInit {
  kind: ApiErrorKind
  operation: OperationName
  status?: number | null
  code?: ApiErrorCode | null
  messages?: readonly string[]
  retryAfterSeconds?: number | null
  /** Which ceiling a 429 hit: the token's budget (it has X-RateLimit-* headers) or the IP's. */
  rateLimitScope?: 'token' | 'ip' | null
  /** `tokenFingerprint` of the token the request carried, so a late 401 for an old token is told apart. */
  credential?: string | null
  /** When it failed, epoch ms; now by default. */
  at?: number
  cause?: unknown
}

export class ApiError extends Error {
  override readonly name: string = 'ApiError'
  readonly kind: ApiErrorKind
  readonly operation: OperationName
  readonly status: number | null
  readonly code: ApiErrorCode | null
  /** The validation body's messages (400 without a code), one per failed constraint. */
  readonly messages: readonly string[]
  /** A 429's wait, within a second and one rate window (`rate-limit-wait.ts`). */
  readonly retryAfterSeconds: number | null
  readonly rateLimitScope: 'token' | 'ip' | null
  readonly credential: string | null
  /** Whether trying the same request again can succeed (after `retryAfterSeconds`, when set). */
  readonly retryable: boolean
  /** When it failed (the answer arrived), epoch ms: a 429's wait counts from then. */
  readonly at: number

  constructor(init: ApiErrorInit) {
    super(summary(init), { cause: init.cause })
    this.kind = init.kind
    this.operation = init.operation
    this.status = init.status ?? null
    this.code = init.code ?? null
    this.messages = init.messages ?? []
    this.retryAfterSeconds =
      init.retryAfterSeconds == null ? null : boundedWaitSeconds(init.retryAfterSeconds)
    this.rateLimitScope = init.rateLimitScope ?? null
    this.credential = init.credential ?? null
    this.retryable = isRetryable(init)
    this.at = init.at ?? Date.now()
  }
}

export interface SchemaIssue {
  /** Where in the body, e.g. `data.3.sport` or `pools.0.standings.2.rank`. */
  path: string
  message: string
}

export class SchemaError extends ApiError {
  override readonly name = 'SchemaError'
  readonly issues: readonly SchemaIssue[]

  constructor(operation: OperationName, issues: readonly SchemaIssue[], status: number) {
    super({ kind: 'schema', operation, status, messages: issues.map(describeIssue) })
    this.issues = issues
  }

  /** The first field that didn't fit, for a one-line explanation. */
  get field(): string {
    return this.issues[0]?.path ?? ''
  }
}

function describeIssue(issue: SchemaIssue): string {
  return `${issue.path || '(body)'}: ${issue.message}`
}

function isRetryable(init: ApiErrorInit): boolean {
  // A cut-off body (malformed JSON) is what a dropped connection leaves; the next try usually parses.
  switch (init.kind) {
    case 'network':
    case 'timeout':
    case 'malformed-json':
      return true
    case 'schema':
      return false
    case 'http': {
      const status = init.status ?? 0
      return status >= 500 || status === 429
    }
  }
}

function summary(init: ApiErrorInit): string {
  const what = `${init.operation}:`
  switch (init.kind) {
    case 'http':
      return `${what} HTTP ${init.status ?? '?'} ${init.code ?? init.messages?.join('; ') ?? ''}`.trim()
    case 'schema':
      return `${what} the response does not fit the contract (${init.messages?.join('; ') ?? ''})`
    default:
      return `${what} ${init.kind}`
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** The three 401 codes, and 403 INSUFFICIENT_SCOPE: the token can't be used, whatever is asked. */
export type TokenProblem =
  'MISSING_API_TOKEN' | 'INVALID_API_TOKEN' | 'EXPIRED_API_TOKEN' | 'INSUFFICIENT_SCOPE'

export function tokenProblemOf(error: unknown): TokenProblem | null {
  if (!isApiError(error) || error.kind !== 'http') return null
  if (error.status === 403 && error.code === 'INSUFFICIENT_SCOPE') return 'INSUFFICIENT_SCOPE'
  if (error.status !== 401) return null
  if (error.code === 'EXPIRED_API_TOKEN') return 'EXPIRED_API_TOKEN'
  if (error.code === 'INVALID_API_TOKEN') return 'INVALID_API_TOKEN'
  return 'MISSING_API_TOKEN'
}
