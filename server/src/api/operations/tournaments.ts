import { sendJson } from '../../http/json-response.ts'
import { sendValidationError } from '../errors.ts'
import { POPULATE_RULES } from '../../../../contract/populate-rules.ts'
import { parsePopulate } from '../populate.ts'
import { integerParam, sportParam, statusParam } from '../query.ts'
import { serializeTournament } from '../serialize/tournament.ts'
import { organizationIdx, tournamentRequest, type OperationContext, type OperationDeps } from './context.ts'

/**
 * listTournaments: the organization's tournaments by `startDate` descending (ties by idx, so
 * pages are stable), filtered by `status` and `sport` before the `limit`/`offset` window.
 */
export function listTournaments(c: OperationContext, deps: OperationDeps): Response {
  const query = c.req.queries()
  const limit = integerParam(query, 'limit', { min: 1, max: 100, fallback: 25 })
  const offset = integerParam(query, 'offset', { min: 0, fallback: 0 })
  const status = statusParam(query)
  const sport = sportParam(query)
  const populate = parsePopulate(c.req.queries('populate'), POPULATE_RULES.listTournaments)
  const messages = [
    ...(populate.ok ? [] : populate.messages),
    ...status.messages,
    ...sport.messages,
    ...limit.messages,
    ...offset.messages,
  ]
  if (!populate.ok || messages.length > 0) return sendValidationError(c, messages)
  const matching = deps.store
    .tournamentsOf(organizationIdx(c))
    .filter((tournament) => status.value === undefined || tournament.status === status.value)
    .filter((tournament) => sport.value === undefined || tournament.sport === sport.value)
    .sort((a, b) => Date.parse(b.startDate) - Date.parse(a.startDate) || compareText(a.idx, b.idx))
  const page = matching.slice(offset.value, offset.value + limit.value)
  return sendJson(c, {
    data: page.map((tournament) =>
      serializeTournament(tournament, deps.store, populate.populate, deps.publicSiteUrl),
    ),
    meta: { limit: limit.value, offset: offset.value, total: matching.length },
  })
}

/** getTournament: one tournament of the organization, by default with its club and divisions. */
export function getTournament(c: OperationContext, deps: OperationDeps): Response {
  const request = tournamentRequest(c, deps, POPULATE_RULES.getTournament)
  if (request instanceof Response) return request
  return sendJson(
    c,
    serializeTournament(request.tournament, deps.store, request.populate, deps.publicSiteUrl),
  )
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
