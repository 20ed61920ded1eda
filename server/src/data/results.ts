import type { Game, Round, Sport, Team, Tournament } from './dataset-schema.ts'
import type { Random } from './random.ts'
import { advanceFrom } from './advancement.ts'
import { formatOfRound, matchWinner, playMatch, type MatchFormat } from './match-format.ts'
import { scoreOf, type PlayedSet } from './score.ts'

/** The chance that home takes a set: better seeds win more often, as they tend to. */
export function homeSetChance(home: Team | undefined, away: Team | undefined): number {
  const strength = (team: Team | undefined) =>
    team && team.seed > 0 ? Math.max(0.4, 0.8 - team.seed * 0.01) : 0.35
  return Math.min(0.85, Math.max(0.15, 0.5 + (strength(home) - strength(away)) * 0.8))
}

/** Records a finished game from its sets: score, winner (none for a level game), approval. */
export function recordResult(
  game: Game,
  sets: readonly PlayedSet[],
  format: MatchFormat,
  submittedAt: string | null,
): void {
  const side = matchWinner(sets, format.pointsPerSet)
  game.status = 'FINISHED'
  game.score = scoreOf(game.idx, sets, format.pointsPerSet)
  game.winnerIdx = side === null ? null : side === 'home' ? game.homeTeamIdx : game.awayTeamIdx
  game.resultApprovalStatus = 'APPROVED'
  game.submittedAt = submittedAt
}

export interface PlayOptions {
  sport: Sport
  /** How many games to decide, in schedule order; 'all' plays the round to its end. */
  decide: number | 'all'
  /** How many games after those are live: started (`liveStartedAt`), no result yet. */
  live?: number
  liveStartedAt?: string
  /** Walkovers, retirements and (pool games only) cancellations now and then. */
  incidents?: boolean
}

/**
 * Plays a round's games in schedule order as far as `options` say, moving winners on as it goes, so
 * brackets and standings are what those results make them.
 */
export function playRound(random: Random, tournament: Tournament, round: Round, options: PlayOptions): void {
  const teams = new Map(
    tournament.divisions.flatMap((division) => division.teams.map((team) => [team.idx, team])),
  )
  const format = formatOfRound(round, options.sport)
  const limit = options.decide === 'all' ? Infinity : options.decide
  const ordered = [...round.games].sort(
    (a, b) => (a.scheduleNumber ?? Infinity) - (b.scheduleNumber ?? Infinity) || a.number - b.number,
  )
  let decided = 0
  let live = 0
  for (let progress = true; progress;) {
    progress = false
    for (const game of ordered) {
      if (game.status !== 'UPCOMING' || game.liveStartedAt !== null) continue
      if (game.homeTeamIdx === null || game.awayTeamIdx === null) continue
      if (decided < limit) {
        const chance = homeSetChance(teams.get(game.homeTeamIdx), teams.get(game.awayTeamIdx))
        decideGame(random, game, format, chance, options.incidents === true)
        advanceFrom(tournament, round, game)
        decided++
        progress = true
        break
      }
      if (live < (options.live ?? 0)) {
        game.liveStartedAt = game.time ?? options.liveStartedAt ?? null
        live++
      }
    }
  }
}

function decideGame(
  random: Random,
  game: Game,
  format: MatchFormat,
  chance: number,
  incidents: boolean,
): void {
  const submittedAt =
    game.time === null
      ? null
      : new Date(Date.parse(game.time) + (game.lengthInMinutes ?? 60) * 60_000).toISOString()
  const roll = random.next()
  if (incidents && roll < 0.03) {
    game.status = 'FORFEIT'
    game.winnerIdx = random.chance(chance) ? game.homeTeamIdx : game.awayTeamIdx
    game.resultApprovalStatus = 'APPROVED'
    return
  }
  if (incidents && roll < 0.05 && game.poolIdx !== null) {
    // Only pool games are ever cancelled: a cancelled bracket game would leave its winner's slot empty.
    game.status = 'CANCELLED'
    return
  }
  const sets = playMatch(random, format, chance)
  recordResult(game, sets, format, submittedAt)
  if (incidents && roll > 0.95 && game.winnerIdx !== null) retire(game, sets, format, random)
}

/** Turns a result into a retirement: the loser stops early in the second set. */
function retire(game: Game, sets: readonly PlayedSet[], format: MatchFormat, random: Random): void {
  const first = sets[0]
  if (!first) return
  const winnerIsHome = game.winnerIdx === game.homeTeamIdx
  const lead = random.int(1, Math.max(1, format.pointsPerSet - 2))
  const partial: PlayedSet = winnerIsHome
    ? { home: lead, away: lead - 1, isTieBreak: false }
    : { home: lead - 1, away: lead, isTieBreak: false }
  const winner = game.winnerIdx
  recordResult(game, [first, partial], format, game.submittedAt)
  game.winnerIdx = winner
  game.isRetirement = true
  game.retiredTeamId = winner === game.homeTeamIdx ? game.awayTeamIdx : game.homeTeamIdx
}
