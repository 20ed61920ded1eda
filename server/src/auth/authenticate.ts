import { TOKEN_PATTERN, type Environment, type TokenRecord, type TokenStore } from './token-store.ts'

export interface AuthFailure {
  status: 401
  code: 'MISSING_API_TOKEN' | 'INVALID_API_TOKEN' | 'EXPIRED_API_TOKEN'
  message: string
}

export type AuthResult = { ok: true; token: TokenRecord } | { ok: false; failure: AuthFailure }

/**
 * Checks the Authorization header (the contract's Authentication section): the bearer scheme
 * (case-insensitive) with a token of the expected form, then that the token is known, of this
 * server's environment, not revoked and not expired. The `read` scope is checked apart
 * (`hasReadScope`), after the token's rate limit.
 */
export function authenticate(
  header: string | undefined,
  tokens: TokenStore,
  environment: Environment,
  now: number,
): AuthResult {
  const match = /^Bearer +(\S+)\s*$/i.exec(header ?? '')
  const value = match?.[1]
  const form = value === undefined ? null : TOKEN_PATTERN.exec(value)
  if (!value || !form) {
    return unauthorized('MISSING_API_TOKEN', 'Send the header "Authorization: Bearer <API token>".')
  }
  const token = tokens.find(value)
  if (form[1] !== environment || !token || token.revoked) {
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
