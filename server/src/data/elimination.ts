import type { Draw, Game, TeamDetails } from './dataset-schema.ts'
import { BYE_DETAILS, newGame, sourceDetails } from './game-factory.ts'

/** Who stands in a first-round slot of a draw: a known team, a placeholder, or nobody (a bye). */
export type DrawSlot =
  | { kind: 'team'; teamIdx: string; details: TeamDetails }
  | { kind: 'placeholder'; details: TeamDetails }
  | { kind: 'bye' }

/**
 * The seed that stands on each line of a draw of `size` lines (a power of two), top to bottom:
 * 1 and 2 can only meet in the final, 1 to 4 in the semi-finals, and so on (1, 8, 5, 4, 3, 6, 7, 2).
 */
export function seedingLines(size: number): number[] {
  let lines = [1]
  while (lines.length < size) {
    const doubled = lines.length * 2
    lines = lines.flatMap((seed, i) =>
      i % 2 === 0 ? [seed, doubled + 1 - seed] : [doubled + 1 - seed, seed],
    )
  }
  return lines
}

export function bracketSizeFor(entries: number): number {
  let size = 1
  while (size < entries) size *= 2
  return Math.max(size, 2)
}

/**
 * First-round slots for `entries` (best seed first): each seed on its line, and the lines whose seed
 * is beyond the number of entries left as byes, so the best seeds go through without playing.
 */
export function seededSlots(entries: readonly DrawSlot[]): DrawSlot[] {
  const size = bracketSizeFor(entries.length)
  return seedingLines(size).map((seed) => entries[seed - 1] ?? { kind: 'bye' })
}

/** The name of a draw round by how many games it has. */
export function drawRoundLabel(gamesInRound: number): string {
  if (gamesInRound === 1) return 'Final'
  if (gamesInRound === 2) return 'Semi-finals'
  if (gamesInRound === 4) return 'Quarter-finals'
  return `Round of ${gamesInRound * 2}`
}

export interface BuiltDraw {
  draw: Draw
  games: Game[]
}

/**
 * A single-elimination draw from its first-round slots (line order; a power of two): every game of
 * a later draw round takes the winners of games 2k-1 and 2k of the round before. Games are numbered
 * from `firstNumber` on, round by round, top to bottom, so `sourceGameNumber` reads naturally.
 */
export function buildDraw(options: {
  idx: string
  placement: number
  slots: readonly DrawSlot[]
  firstNumber: number
  createdAt: string
  id: (...key: Array<string | number>) => string
  label?: (gamesInRound: number) => string
  /** Stop after the draw round with this many games (a qualifying draw ends with its qualifiers). */
  lastRoundGames?: number
}): BuiltDraw {
  const { slots, id, createdAt } = options
  const label = options.label ?? drawRoundLabel
  const rounds: Draw['rounds'] = []
  const games: Game[] = []
  let number = options.firstNumber
  let previous: Game[] = []
  let gamesInRound = slots.length / 2
  for (let order = 0; gamesInRound >= (options.lastRoundGames ?? 1); order++, gamesInRound /= 2) {
    const drawRound = { idx: id('draw-round', options.placement, order), label: label(gamesInRound), order }
    rounds.push(drawRound)
    const current: Game[] = []
    for (let k = 0; k < gamesInRound; k++) {
      const base = { idx: id('game', number), number, createdAt, drawRoundIdx: drawRound.idx }
      if (order === 0) {
        current.push(firstRoundGame(base, slots[2 * k], slots[2 * k + 1]))
      } else {
        const [top, bottom] = [previous[2 * k], previous[2 * k + 1]]
        if (!top || !bottom) throw new Error('a draw needs a power of two of slots')
        current.push(
          newGame({
            ...base,
            homeTeamDetails: sourceDetails(top.number, 'WINNER'),
            awayTeamDetails: sourceDetails(bottom.number, 'WINNER'),
            homeTeamIdx: null,
            awayTeamIdx: null,
          }),
        )
      }
      number++
    }
    games.push(...current)
    previous = current
  }
  return { draw: { idx: options.idx, placement: options.placement, rounds }, games }
}

function firstRoundGame(
  base: { idx: string; number: number; createdAt: string; drawRoundIdx: string },
  home: DrawSlot | undefined,
  away: DrawSlot | undefined,
): Game {
  if (!home || !away) throw new Error('a draw needs a power of two of slots')
  const game = newGame({
    ...base,
    homeTeamDetails: home.kind === 'bye' ? BYE_DETAILS : home.details,
    awayTeamDetails: away.kind === 'bye' ? BYE_DETAILS : away.details,
    homeTeamIdx: home.kind === 'team' ? home.teamIdx : null,
    awayTeamIdx: away.kind === 'team' ? away.teamIdx : null,
  })
  if (home.kind === 'bye' || away.kind === 'bye') game.status = 'BYE'
  return game
}
