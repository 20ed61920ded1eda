import type { ApiClient } from '../api/client'
import { tokenProblemOf } from '../api/errors'
import type { Connection, TokenIdentity } from '../auth/session'

/**
 * Which organization a token reads for, as getMe answers for it at its own API address: its
 * organization, `refused` when the API refuses the token itself, `unknown` when no answer came.
 */
export function identifyToken(api: ApiClient, connection: Connection): Promise<TokenIdentity> {
  return api
    .with({ baseUrl: connection.apiBaseUrl, getToken: () => connection.token })
    .getMe()
    .then(
      ({ organization }): TokenIdentity => ({
        organization: { idx: organization.idx, name: organization.name },
      }),
      (error: unknown): TokenIdentity => (tokenProblemOf(error) ? { refused: true } : { unknown: true }),
    )
}
