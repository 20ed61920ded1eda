import type { Game, Pool, Reference, Round, Standing, TeamDetails } from '../api/schemas'
import { orDash } from './missing'
import type { CourtNames } from './court'
import { playGame, type PlayGame } from './play-game'
import { isStillToPlay, otherSide, winnerSide, type Side } from './score'

/**
 * A team's games across the rounds of its division, read from the rounds as getRound gives them
 * (the flat `games` list holds every game of a round, bracket games included; the draws only say
 * which draw round a bracket game is in). Nothing here asks for anything.
 */
export interface TeamGame extends PlayGame {
  game: Game
  round: Pick<Round, 'idx' | 'name' | 'number' | 'type'>
  /** The side this team plays on. */
  side: Side
  /** The opponent when known; otherwise `opponentDetails` says where it comes from. */
  opponent: Reference | null
  opponentDetails: TeamDetails | null
  /** The draw round's label of a bracket game ("Semi-finals"); null for a pool game or no label. */
  drawRound: string | null
  /** The draw a bracket game is in, to open the bracket on it. */
  drawIdx: string | null
  /** From this team's side: null while not decided (and for a cancelled game). */
  outcome: 'won' | 'lost' | null
}

export type RoundOfTeam = Pick<Round, 'idx' | 'name' | 'number' | 'type' | 'games' | 'draws'>

function sideIn(game: Pick<Game, 'homeTeam' | 'awayTeam'>, teamIdx: string): Side | null {
  if (game.homeTeam?.idx === teamIdx) return 'home'
  if (game.awayTeam?.idx === teamIdx) return 'away'
  return null
}

/** Scheduled games by printed time, then those without one; ties by round, then game number. */
function compareGames(a: TeamGame, b: TeamGame): number {
  const at = a.printedStart ?? Number.POSITIVE_INFINITY
  const bt = b.printedStart ?? Number.POSITIVE_INFINITY
  if (at !== bt) return at < bt ? -1 : 1
  return a.round.number - b.round.number || a.game.number - b.game.number
}

/** The draw and draw round of each bracket game of a round, by game idx. */
function drawsOfGames(round: RoundOfTeam): Map<string, { drawIdx: string; label: string | null }> {
  const inDraw = new Map<string, { drawIdx: string; label: string | null }>()
  for (const draw of round.draws ?? []) {
    for (const drawRound of draw.rounds ?? []) {
      for (const game of drawRound.games ?? [])
        inDraw.set(game.idx, { drawIdx: draw.idx, label: drawRound.label ?? null })
    }
  }
  return inDraw
}

/** Every game of a round once: the flat list, and any draw game it would lack. */
export function gamesOfRound(round: Pick<Round, 'games' | 'draws'>): Game[] {
  const games = new Map<string, Game>()
  for (const game of round.games ?? []) games.set(game.idx, game)
  for (const draw of round.draws ?? [])
    for (const drawRound of draw.rounds ?? [])
      for (const game of drawRound.games ?? []) if (!games.has(game.idx)) games.set(game.idx, game)
  return [...games.values()]
}

/** A game of `round` told from `side`: also a game the team is not in yet (a slot it would fill). */
export function teamGameOf(
  round: RoundOfTeam,
  game: Game,
  side: Side,
  courtNames?: CourtNames,
  inDraw: ReadonlyMap<string, { drawIdx: string; label: string | null }> = drawsOfGames(round),
): TeamGame {
  const other = otherSide(side)
  const winner = winnerSide(game)
  const draw = inDraw.get(game.idx)
  return {
    ...playGame({ game }, courtNames),
    game,
    round: { idx: round.idx, name: round.name, number: round.number, type: round.type },
    side,
    opponent: (other === 'home' ? game.homeTeam : game.awayTeam) ?? null,
    opponentDetails: (other === 'home' ? game.homeTeamDetails : game.awayTeamDetails) ?? null,
    drawRound: draw?.label ?? null,
    drawIdx: draw?.drawIdx ?? null,
    outcome: winner === null ? null : winner === side ? 'won' : 'lost',
  }
}

/** Every game the team plays in these rounds, in time order. */
export function teamGames(
  rounds: readonly RoundOfTeam[],
  teamIdx: string,
  courtNames?: CourtNames,
): TeamGame[] {
  const found: TeamGame[] = []
  for (const round of rounds) {
    const inDraw = drawsOfGames(round)
    for (const game of gamesOfRound(round)) {
      const side = sideIn(game, teamIdx)
      if (side) found.push(teamGameOf(round, game, side, courtNames, inDraw))
    }
  }
  return found.sort(compareGames)
}

/** The game being played now, or else the first one still to be played. */
export function nextGame(games: readonly TeamGame[]): TeamGame | null {
  return (
    games.find((each) => each.state === 'live') ?? games.find((each) => each.state === 'upcoming') ?? null
  )
}

/** The last game with a result (won or lost, a retirement or walkover included). */
export function lastResult(games: readonly TeamGame[]): TeamGame | null {
  for (let i = games.length - 1; i >= 0; i--) {
    const each = games[i]
    if (each && each.outcome !== null && !isStillToPlay(each.game)) return each
  }
  return null
}

/** The pools the team is in, with its row of each (null while the pool has no standings yet). */
export interface TeamPoolRow {
  round: Pick<Round, 'idx' | 'name' | 'number'>
  pool: Pool
  standing: Standing | null
}

export function teamPools(
  rounds: readonly Pick<Round, 'idx' | 'name' | 'number' | 'pools'>[],
  teamIdx: string,
): TeamPoolRow[] {
  const rows: TeamPoolRow[] = []
  for (const round of rounds) {
    for (const pool of round.pools ?? []) {
      const standing = pool.standings?.find((row) => row.team?.idx === teamIdx) ?? null
      const member = standing !== null || (pool.teams ?? []).some((team) => team.idx === teamIdx)
      if (member)
        rows.push({ round: { idx: round.idx, name: round.name, number: round.number }, pool, standing })
    }
  }
  return rows
}

/** The draws the team has played or is placed in: one per round and draw, for a link to its path. */
export function teamDraws(
  games: readonly TeamGame[],
): { roundIdx: string; roundName: string; drawIdx: string }[] {
  const seen = new Map<string, { roundIdx: string; roundName: string; drawIdx: string }>()
  for (const each of games) {
    if (!each.drawIdx) continue
    const key = `${each.round.idx}|${each.drawIdx}`
    if (!seen.has(key))
      seen.set(key, { roundIdx: each.round.idx, roundName: orDash(each.round.name), drawIdx: each.drawIdx })
  }
  return [...seen.values()]
}
