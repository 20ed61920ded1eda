import type { Division, Tournament } from '../../data/dataset-schema.ts'
import type { DemoStore } from '../../store/demo-store.ts'
import { below, type Populate } from '../populate.ts'
import { byNumber } from './game.ts'
import { serializeRound } from './round.ts'
import { bySeed, serializeTeam } from './team.ts'

/** A division with `rounds` (by number), `teams` (the listTeams order) and `circuitCategory` as asked. */
export function serializeDivision(
  division: Division,
  tournament: Tournament,
  store: DemoStore,
  populate: Populate,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    idx: division.idx,
    name: division.name,
    number: division.number,
    color: division.color,
    isDoubles: division.isDoubles,
    isVisible: division.isVisible,
    price: division.price,
    minParticipants: division.minParticipants,
    maxParticipants: division.maxParticipants,
    maxRegistrations: division.maxRegistrations,
    createdAt: division.createdAt,
    tournament: { idx: tournament.idx },
  }
  if (populate.has('rounds')) {
    const rounds = byNumber(tournament.rounds.filter((round) => round.divisionIdx === division.idx))
    body.rounds = rounds.map((round) => serializeRound(round, tournament, store, below(populate, 'rounds')))
  }
  if (populate.has('teams')) {
    body.teams = bySeed(division.teams).map((team) => serializeTeam(team, division, below(populate, 'teams')))
  }
  if (populate.has('circuitCategory')) {
    body.circuitCategory =
      store.dataset.circuitCategories.find((category) => category.idx === division.circuitCategoryIdx) ?? null
  }
  return body
}
