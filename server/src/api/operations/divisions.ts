import { sendJson } from '../../http/json-response.ts'
import { POPULATE_RULES } from '../../../../contract/populate-rules.ts'
import { byNumber } from '../serialize/game.ts'
import { serializeDivision } from '../serialize/division.ts'
import { tournamentRequest, type OperationContext, type OperationDeps } from './context.ts'

/** listDivisions: every division of the tournament by `number`, hidden ones included. */
export function listDivisions(c: OperationContext, deps: OperationDeps): Response {
  const request = tournamentRequest(c, deps, POPULATE_RULES.listDivisions)
  if (request instanceof Response) return request
  const { tournament, populate } = request
  return sendJson(
    c,
    byNumber(tournament.divisions).map((division) =>
      serializeDivision(division, tournament, deps.store, populate),
    ),
  )
}
