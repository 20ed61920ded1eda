import type { Draw, Pool, Round, Tournament } from '../../data/dataset-schema.ts'
import type { DemoStore } from '../../store/demo-store.ts'
import { below, type Populate } from '../populate.ts'
import { byNumber, serializeGame } from './game.ts'
import { teamReference } from './references.ts'

/**
 * A round with the relations `populate` asks for. Decision where the contract is silent: the flat
 * `games` array holds every game of the round, those of its pools and of its draws included, by
 * `number`; `draws.rounds.games` holds each draw round's own games.
 */
export function serializeRound(
  round: Round,
  tournament: Tournament,
  store: DemoStore,
  populate: Populate,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    idx: round.idx,
    name: round.name,
    type: round.type,
    number: round.number,
    isSetup: round.isSetup,
    isVisible: round.isVisible,
    gamesPerTeam: round.gamesPerTeam,
    gamesRequireWinners: round.gamesRequireWinners,
    numberOfSets: round.numberOfSets,
    proSets: round.proSets,
    playAllSets: round.playAllSets,
    pointsPerSet: round.pointsPerSet,
    placements: round.placements,
    playEachTeamOnce: round.playEachTeamOnce,
    trueDoubleEliminationRound: round.trueDoubleEliminationRound,
    numQualifiers: round.numQualifiers,
    drawSize: round.drawSize,
    hasNextRoundTransitioned: round.hasNextRoundTransitioned,
    createdAt: round.createdAt,
  }
  if (populate.has('division')) {
    const division = tournament.divisions.find((candidate) => candidate.idx === round.divisionIdx)
    body.division = division ? { idx: division.idx, name: division.name } : null
  }
  if (populate.has('pools')) {
    body.pools = byNumber(round.pools).map((pool) => serializePool(pool, store, below(populate, 'pools')))
  }
  if (populate.has('games')) {
    body.games = byNumber(round.games).map((game) => serializeGame(game, store, below(populate, 'games')))
  }
  if (populate.has('draws')) {
    const draws = [...round.draws].sort((a, b) => a.placement - b.placement)
    body.draws = draws.map((draw) => serializeDraw(draw, round, store, below(populate, 'draws')))
  }
  return body
}

function serializePool(pool: Pool, store: DemoStore, populate: Populate): Record<string, unknown> {
  const body: Record<string, unknown> = { idx: pool.idx, name: pool.name, number: pool.number }
  if (populate.has('teams')) body.teams = pool.teamIdxs.map((teamIdx) => teamReference(store, teamIdx))
  if (populate.has('standings')) {
    const relations = below(populate, 'standings')
    body.standings = [...pool.standings]
      .sort((a, b) => a.rank - b.rank)
      .map((standing) => ({
        idx: standing.idx,
        rank: standing.rank,
        awardedPoints: standing.awardedPoints,
        ...(relations.has('team') ? { team: teamReference(store, standing.teamIdx) } : {}),
        ...(relations.has('teamStats') ? { teamStats: standing.teamStats } : {}),
      }))
  }
  return body
}

function serializeDraw(
  draw: Draw,
  round: Round,
  store: DemoStore,
  populate: Populate,
): Record<string, unknown> {
  const body: Record<string, unknown> = { idx: draw.idx, placement: draw.placement }
  if (!populate.has('rounds')) return body
  const relations = below(populate, 'rounds')
  body.rounds = [...draw.rounds]
    .sort((a, b) => a.order - b.order)
    .map((drawRound) => ({
      idx: drawRound.idx,
      label: drawRound.label,
      order: drawRound.order,
      ...(relations.has('games')
        ? {
            games: byNumber(round.games.filter((game) => game.drawRoundIdx === drawRound.idx)).map((game) =>
              serializeGame(game, store, below(relations, 'games')),
            ),
          }
        : {}),
    }))
  return body
}
