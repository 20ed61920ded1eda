import { sendJson } from '../../http/json-response.ts'
import { sendError } from '../errors.ts'
import { POPULATE_RULES } from '../../../../contract/populate-rules.ts'
import { serializeRound } from '../serialize/round.ts'
import { organizationIdx, pathIdx, populateOf, type OperationContext, type OperationDeps } from './context.ts'

/** getRound: one round of the organization with the relations asked for (see the default list). */
export function getRound(c: OperationContext, deps: OperationDeps): Response {
  const idx = pathIdx(c)
  if (idx instanceof Response) return idx
  const populate = populateOf(c, POPULATE_RULES.getRound)
  if (populate instanceof Response) return populate
  const place = deps.store.roundOf(organizationIdx(c), idx)
  if (!place) return sendError(c, 404, 'ROUND_NOT_FOUND', 'No such round in this organization.')
  return sendJson(c, serializeRound(place.round, place.tournament, deps.store, populate))
}
