import type { Court, Division, Game, Round, Team, Tournament } from './dataset-schema.ts'
import type { BuildContext } from './context.ts'
import { buildDraw, bracketSizeFor, drawRoundLabel, seededSlots, type DrawSlot } from './elimination.ts'
import { settleByes } from './advancement.ts'
import { entryDetails, sourceDetails } from './game-factory.ts'
import { newRound } from './factories.ts'
import { buildPools } from './pools.ts'
import { playRound } from './results.ts'
import { scheduleGames } from './schedule.ts'

type RoundSettings = Partial<Omit<Round, 'idx' | 'pools' | 'draws' | 'games'>>

/** What every round added to a division says: its key (for ids), an optional fixed idx, its place. */
interface RoundOptions {
  key: string
  idx?: string
  name: string
  number: number
  settings?: RoundSettings
}

/** Adds a round-robin round of `division`'s teams in `poolCount` pools. */
export function addPoolRound(
  ctx: BuildContext,
  tournament: Tournament,
  division: Division,
  options: RoundOptions & { poolCount: number },
): Round {
  const { pools, games } = buildPools(ctx, {
    key: options.key,
    teams: division.teams,
    poolCount: options.poolCount,
    createdAt: tournament.createdAt,
  })
  const round = newRound({
    idx: options.idx ?? ctx.id('round', options.key),
    divisionIdx: division.idx,
    name: options.name,
    type: 'ROUND_ROBIN_ROUND',
    number: options.number,
    createdAt: tournament.createdAt,
    placements: pools.map((pool) => pool.number),
    ...options.settings,
    pools,
    games,
  })
  tournament.rounds.push(round)
  return round
}

/** Draws played beside a main draw by the teams it knocks out. */
export type SideDraw = 'third-place' | 'fifth-place' | 'consolation'

/** Teams, best seed first, as draw slots. */
export function teamSlots(teams: readonly Team[]): DrawSlot[] {
  return teams.map((team, i) => ({
    kind: 'team',
    teamIdx: team.idx,
    details: entryDetails(team.name, i + 1),
  }))
}

/**
 * Adds a single-elimination (or qualifying) round: a main draw from `slots` (best seed first,
 * seeded so byes go to the best seeds; or `inLineOrder`), and the side draws asked for.
 */
export function addEliminationRound(
  ctx: BuildContext,
  tournament: Tournament,
  division: Division,
  options: RoundOptions & {
    slots: readonly DrawSlot[]
    inLineOrder?: boolean
    sideDraws?: readonly SideDraw[]
    qualifiers?: number
  },
): Round {
  const lines = options.inLineOrder ? [...options.slots] : seededSlots(options.slots)
  const id = (...key: Array<string | number>) => ctx.id(options.key, ...key)
  const qualifying = options.qualifiers !== undefined
  const main = buildDraw({
    idx: id('draw', 1),
    placement: 1,
    slots: lines,
    firstNumber: 1,
    createdAt: tournament.createdAt,
    id,
    ...(qualifying
      ? { lastRoundGames: options.qualifiers, label: qualifyingLabel(options.qualifiers ?? 1) }
      : {}),
  })
  const built = [main]
  for (const side of options.sideDraws ?? []) {
    const placement = sidePlacement(side, lines.length)
    const sources = sideDrawSources(main.games, side, lines.length)
    if (sources.length < 2) continue
    built.push(
      buildDraw({
        idx: id('draw', placement),
        placement,
        slots: sideDrawSlots(sources),
        firstNumber: built.reduce((count, draw) => count + draw.games.length, 1),
        createdAt: tournament.createdAt,
        id,
        label: (games) =>
          side === 'third-place' ? '3rd place play-off' : `${drawRoundLabel(games)} (${placement}th place)`,
      }),
    )
  }
  const round = newRound({
    idx: options.idx ?? ctx.id('round', options.key),
    divisionIdx: division.idx,
    name: options.name,
    type: qualifying ? 'QUALIFIERS_ROUND' : 'SINGLE_ELIMINATION_ROUND',
    number: options.number,
    createdAt: tournament.createdAt,
    placements: built.map((draw) => draw.draw.placement),
    drawSize: lines.length,
    numQualifiers: options.qualifiers ?? null,
    ...options.settings,
    draws: built.map((draw) => draw.draw),
    games: built.flatMap((draw) => draw.games),
  })
  tournament.rounds.push(round)
  settleByes(tournament, round)
  return round
}

/** Losers of neighbouring games meet first; a count that is not a power of two gets byes. */
function sideDrawSlots(sources: readonly number[]): DrawSlot[] {
  const slots: DrawSlot[] = sources.map((number) => ({
    kind: 'placeholder',
    details: sourceDetails(number, 'LOSER'),
  }))
  return bracketSizeFor(slots.length) === slots.length ? slots : seededSlots(slots)
}

function qualifyingLabel(qualifiers: number): (gamesInRound: number) => string {
  return (games) => (games === qualifiers ? 'Final qualifying round' : `Qualifying: ${drawRoundLabel(games)}`)
}

function sidePlacement(side: SideDraw, size: number): number {
  if (side === 'third-place') return 3
  if (side === 'fifth-place') return 5
  return size / 2 + 1
}

/** The main-draw games whose losers play a side draw, top to bottom. */
function sideDrawSources(mainGames: readonly Game[], side: SideDraw, size: number): number[] {
  // Draw rounds are numbered one after the other, so the round of `games` games starts after size - 2 * games.
  const inRound = (games: number) => Array.from({ length: games }, (_, k) => size - 2 * games + 1 + k)
  const numbers =
    side === 'third-place' ? inRound(2) : side === 'fifth-place' ? inRound(4) : inRound(size / 2)
  return numbers.filter((number) => mainGames.some((game) => game.number === number && game.status !== 'BYE'))
}

/** Orders a tournament's games the way they are played: a game after the games it depends on. */
export function playingOrder(tournament: Tournament): Game[] {
  const divisionNumber = new Map(tournament.divisions.map((division) => [division.idx, division.number]))
  const keyed = tournament.rounds.flatMap((round) => {
    const levels = dependencyLevels(round)
    return round.games.map((game) => ({
      game,
      key: [
        round.number,
        levels.get(game.number) ?? 0,
        divisionNumber.get(round.divisionIdx ?? '') ?? 0,
        game.number,
      ],
    }))
  })
  keyed.sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) {
      const difference = (a.key[i] ?? 0) - (b.key[i] ?? 0)
      if (difference !== 0) return difference
    }
    return 0
  })
  return keyed.map((entry) => entry.game)
}

/** How many games stand between a game and the first games of its round (0: depends on none). */
function dependencyLevels(round: Round): Map<number, number> {
  const byNumber = new Map(round.games.map((game) => [game.number, game]))
  const levels = new Map<number, number>()
  const levelOf = (game: Game): number => {
    const known = levels.get(game.number)
    if (known !== undefined) return known
    const sources = [game.homeTeamDetails.sourceGameNumber, game.awayTeamDetails.sourceGameNumber]
      .map((number) => (number === null ? undefined : byNumber.get(number)))
      .filter((source): source is Game => source !== undefined)
    const level = sources.length === 0 ? (game.matchDay ?? 0) : 1 + Math.max(...sources.map(levelOf))
    levels.set(game.number, level)
    return level
  }
  for (const game of round.games) levelOf(game)
  return levels
}

/** Schedules every game of the tournament over `courts`, in playing order, from `start`. */
export function scheduleTournament(
  tournament: Tournament,
  courts: readonly Court[],
  options: { start: Date; slotMinutes: number; slotsPerDay?: number },
): void {
  const played = playingOrder(tournament).filter((game) => game.status !== 'BYE')
  scheduleGames(played, { ...options, courts, firstScheduleNumber: 1 })
}

/**
 * Plays a tournament: 'all' to its end, 'none' not at all, or up to an instant: games that ended
 * before it are decided, games under way at it are live, later ones wait.
 */
export function playTournament(
  ctx: BuildContext,
  tournament: Tournament,
  until: 'all' | 'none' | Date,
): void {
  if (until === 'none') return
  const rounds = [...tournament.rounds].sort((a, b) => a.number - b.number)
  for (const round of rounds) {
    if (until === 'all') {
      playRound(ctx.random, tournament, round, { sport: tournament.sport, decide: 'all', incidents: true })
      continue
    }
    const at = until.getTime()
    const ends = (game: Game) => Date.parse(game.time ?? '') + (game.lengthInMinutes ?? 0) * 60_000
    const decide = round.games.filter((game) => game.status !== 'BYE' && ends(game) <= at).length
    const live = round.games.filter((game) => Date.parse(game.time ?? '') <= at && ends(game) > at).length
    playRound(ctx.random, tournament, round, { sport: tournament.sport, decide, live, incidents: true })
  }
}

export { bracketSizeFor }
