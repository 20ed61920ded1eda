import type { Context } from 'hono'
import type { Tournament } from '../../data/dataset-schema.ts'
import type { DemoEnv } from '../../http/env.ts'
import type { RateLimitSettings } from '../../http/rate-limit.ts'
import type { DemoStore } from '../../store/demo-store.ts'
import { sendError, sendValidationError } from '../errors.ts'
import type { PopulateRule } from '../../../../contract/populate-rules.ts'
import { parsePopulate, type Populate } from '../populate.ts'
import { isUuidV4 } from '../query.ts'

/** What the operations read: the data, and settings that can change at run time. */
export interface OperationDeps {
  store: DemoStore
  rateLimits: () => RateLimitSettings
  publicSiteUrl: string
}

export type OperationContext = Context<DemoEnv>

/** The organization of the token the guard let through. */
export function organizationIdx(c: OperationContext): string {
  return c.get('token').organizationIdx
}

/** The request's `populate`, or the 400 to answer. */
export function populateOf(c: OperationContext, rule: PopulateRule): Populate | Response {
  const result = parsePopulate(c.req.queries('populate'), rule)
  return result.ok ? result.populate : sendValidationError(c, result.messages)
}

/** The path `idx` if it is a v4 UUID, else the INVALID_ID answer (given before any lookup). */
export function pathIdx(c: OperationContext): string | Response {
  const idx = c.req.param('idx') ?? ''
  return isUuidV4(idx) ? idx : sendError(c, 400, 'INVALID_ID', `"${idx}" is not a version 4 UUID.`)
}

/**
 * The tournament of the path id and the populate asked for, or the answer to give instead: 400
 * INVALID_ID, 400 for populate, or the same 404 for foreign, personal and unknown tournaments.
 */
export function tournamentRequest(
  c: OperationContext,
  deps: OperationDeps,
  rule: PopulateRule,
): { tournament: Tournament; populate: Populate } | Response {
  const idx = pathIdx(c)
  if (idx instanceof Response) return idx
  const populate = populateOf(c, rule)
  if (populate instanceof Response) return populate
  const tournament = tournamentOf(c, deps, idx)
  return tournament instanceof Response ? tournament : { tournament, populate }
}

/** The caller's tournament of the path id; the same 404 for foreign, personal and unknown ones. */
export function tournamentOf(c: OperationContext, deps: OperationDeps, idx: string): Tournament | Response {
  return (
    deps.store.tournamentOf(organizationIdx(c), idx) ??
    sendError(c, 404, 'TOURNAMENT_NOT_FOUND', 'No such tournament in this organization.')
  )
}
