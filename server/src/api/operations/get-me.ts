import { sendJson } from '../../http/json-response.ts'
import type { OperationContext, OperationDeps } from './context.ts'

/** getMe: the token's organization, the token (its prefix, never the secret) and the rate limit. */
export function getMe(c: OperationContext, deps: OperationDeps): Response {
  const token = c.get('token')
  const organization = deps.store.organization(token.organizationIdx)
  return sendJson(c, {
    organization: organization
      ? {
          idx: organization.idx,
          name: organization.name,
          slug: organization.slug,
          avatar: organization.avatar,
          website: organization.website,
        }
      : null,
    token: {
      idx: token.idx,
      name: token.name,
      prefix: token.prefix,
      scopes: token.scopes,
      createdAt: token.createdAt,
      expiresAt: token.expiresAt,
      lastUsedAt: token.lastUsedAt,
    },
    rateLimit: { limit: deps.rateLimits().perToken, windowSeconds: deps.rateLimits().windowSeconds },
  })
}
