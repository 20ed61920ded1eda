import { TOKEN_SERVICE, type Environment, type TokenRecord, type TokenStore } from './token-store.ts'

export interface AuthFailure {
  status: 401
  code: 'MISSING_API_TOKEN' | 'INVALID_API_TOKEN' | 'EXPIRED_API_TOKEN'
  message: string
}

export type AuthResult = { ok: true; token: TokenRecord } | { ok: false; failure: AuthFailure }

/** The fixed head every token of this service starts with, whatever its environment. */
const TOKEN_PREFIX = `${TOKEN_SERVICE}_`

/**
 * Checks the Authorization header, row by row of the contract's failure table:
 * - no header, another scheme, or a bearer value that does not start with the service's prefix
 *   (`tr_`): MISSING_API_TOKEN;
 * - a value with that prefix that is not a token of this environment (unknown, malformed secret,
 *   revoked, or a token of the other environment): INVALID_API_TOKEN;
 * - a known token whose `expiresAt` has passed: EXPIRED_API_TOKEN.
 * The bearer scheme name is case-insensitive, as HTTP says. The `read` scope is checked apart
 * (`hasReadScope`), after the token's rate limit.
 */
export function authenticate(
  header: string | undefined,
  tokens: TokenStore,
  environment: Environment,
  now: number,
): AuthResult {
  const value = /^Bearer +(\S+)\s*$/i.exec(header ?? '')?.[1]
  if (!value?.startsWith(TOKEN_PREFIX)) {
    return unauthorized('MISSING_API_TOKEN', 'Send the header "Authorization: Bearer <API token>".')
  }
  const token = tokens.find(value)
  if (!token || token.environment !== environment || token.revoked) {
    return unauthorized('INVALID_API_TOKEN', 'The API token is unknown, revoked or of another environment.')
  }
  if (token.expiresAt !== null && Date.parse(token.expiresAt) <= now) {
    return unauthorized('EXPIRED_API_TOKEN', 'The API token has expired; create a new one.')
  }
  return { ok: true, token }
}

export function hasReadScope(token: TokenRecord): boolean {
  return token.scopes.includes('read')
}

function unauthorized(
  code: 'MISSING_API_TOKEN' | 'INVALID_API_TOKEN' | 'EXPIRED_API_TOKEN',
  message: string,
): AuthResult {
  return { ok: false, failure: { status: 401, code, message } }
}
