import { sendJson } from '../../http/json-response.ts'
import { POPULATE_RULES } from '../populate.ts'
import { byNumber } from '../serialize/game.ts'
import { serializeDivision } from '../serialize/division.ts'
import { pathIdx, populateOf, tournamentOf, type OperationContext, type OperationDeps } from './context.ts'

/** listDivisions: every division of the tournament by `number`, hidden ones included. */
export function listDivisions(c: OperationContext, deps: OperationDeps): Response {
  const idx = pathIdx(c)
  if (idx instanceof Response) return idx
  const populate = populateOf(c, POPULATE_RULES.listDivisions)
  if (populate instanceof Response) return populate
  const tournament = tournamentOf(c, deps, idx)
  if (tournament instanceof Response) return tournament
  return sendJson(
    c,
    byNumber(tournament.divisions).map((division) =>
      serializeDivision(division, tournament, deps.store, populate),
    ),
  )
}
