import { sendJson } from '../../http/json-response.ts'
import { sendValidationError } from '../errors.ts'
import { POPULATE_RULES } from '../../../../contract/populate-rules.ts'
import { parsePopulate } from '../populate.ts'
import { divisionParam } from '../query.ts'
import { compareBySeed, serializeTeam } from '../serialize/team.ts'
import { pathIdx, tournamentOf, type OperationContext, type OperationDeps } from './context.ts'

/**
 * listTeams: the tournament's teams by seed (unseeded last), then name; `division` keeps one
 * division's (a division idx not of this tournament gives an empty array).
 */
export function listTeams(c: OperationContext, deps: OperationDeps): Response {
  const idx = pathIdx(c)
  if (idx instanceof Response) return idx
  const populate = parsePopulate(c.req.queries('populate'), POPULATE_RULES.listTeams)
  const division = divisionParam(c.req.queries())
  const messages = [...(populate.ok ? [] : populate.messages), ...division.messages]
  if (!populate.ok || messages.length > 0) return sendValidationError(c, messages)
  const tournament = tournamentOf(c, deps, idx)
  if (tournament instanceof Response) return tournament
  const entries = tournament.divisions
    .filter((candidate) => division.value === undefined || candidate.idx.toLowerCase() === division.value)
    .flatMap((candidate) => candidate.teams.map((team) => ({ team, division: candidate })))
  entries.sort((a, b) => compareBySeed(a.team, b.team))
  return sendJson(
    c,
    entries.map((entry) => serializeTeam(entry.team, entry.division, populate.populate)),
  )
}
