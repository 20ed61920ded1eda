import type { Game, Pool, Round, TeamDetails, Tournament } from './dataset-schema.ts'
import { loserOf } from './score.ts'
import { computeStandings, isPoolComplete } from './standings.ts'

/**
 * After `game` is decided (or a slot of it filled): its pool's standings recompute; its winner and
 * loser move into the slots that wait for them; a bye that now has its team lets it through; and a
 * pool that is complete sends its ranks into the next round's slots that wait for them.
 */
export function advanceFrom(tournament: Tournament, round: Round, game: Game): void {
  const pool = round.pools.find((candidate) => candidate.idx === game.poolIdx)
  if (pool) {
    recomputeStandings(tournament, round, pool)
    if (isPoolComplete(pool, round.games)) fillPoolRanks(tournament, round, pool)
  }
  if (game.winnerIdx === null) return
  const results = { WINNER: game.winnerIdx, LOSER: loserOf(game) }
  for (const waiting of round.games) {
    for (const side of ['home', 'away'] as const) {
      const details = side === 'home' ? waiting.homeTeamDetails : waiting.awayTeamDetails
      if (details.sourceGameNumber !== game.number) continue
      if (details.sourceResult !== 'WINNER' && details.sourceResult !== 'LOSER') continue
      fillSlot(tournament, round, waiting, side, results[details.sourceResult])
    }
  }
}

/** Lets the team of each bye through: a BYE game is won by the one team it has. */
export function settleByes(tournament: Tournament, round: Round): void {
  for (const game of round.games) {
    const team = game.homeTeamIdx ?? game.awayTeamIdx
    if (game.status !== 'BYE' || game.winnerIdx !== null || team === null) continue
    game.winnerIdx = team
    advanceFrom(tournament, round, game)
  }
}

export function recomputeStandings(tournament: Tournament, round: Round, pool: Pool): void {
  pool.standings = computeStandings(pool, round.games, teamNames(tournament))
}

function fillPoolRanks(tournament: Tournament, poolRound: Round, pool: Pool): void {
  const nextRounds = tournament.rounds.filter(
    (round) => round.divisionIdx === poolRound.divisionIdx && round.number === poolRound.number + 1,
  )
  for (const round of nextRounds) {
    for (const game of round.games) {
      for (const side of ['home', 'away'] as const) {
        const details: TeamDetails = side === 'home' ? game.homeTeamDetails : game.awayTeamDetails
        if (details.sourceResult !== 'POOL_RANK' || details.poolNumber !== pool.number) continue
        const standing = pool.standings.find((candidate) => candidate.rank === details.poolRank)
        fillSlot(tournament, round, game, side, standing?.teamIdx ?? null)
      }
    }
  }
}

function fillSlot(
  tournament: Tournament,
  round: Round,
  game: Game,
  side: 'home' | 'away',
  teamIdx: string | null,
): void {
  if (side === 'home') game.homeTeamIdx = teamIdx
  else game.awayTeamIdx = teamIdx
  if (game.status === 'BYE' && teamIdx !== null && game.winnerIdx === null) {
    game.winnerIdx = teamIdx
    advanceFrom(tournament, round, game)
  }
}

/** A lookup of team names across the tournament, for ordering standings. */
export function teamNames(tournament: Tournament): (teamIdx: string) => string {
  const names = new Map(
    tournament.divisions.flatMap((division) => division.teams.map((team) => [team.idx, team.name] as const)),
  )
  return (teamIdx) => names.get(teamIdx) ?? ''
}
