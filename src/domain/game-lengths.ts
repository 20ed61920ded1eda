import type { Game } from '../api/schemas'
import { gameState } from './score'

/**
 * How long games take, learned from the games already played: per division and format where there
 * are samples, else per format across divisions, else a prior for the sport. What start-time
 * estimates (start-estimates.ts) are built on. Issue 34; decision record 3400.
 */

/** What a round says about how long its games are: sets to win, pro sets. */
export interface GameFormat {
  /** The round's `numberOfSets`: best of this many (1, 3 or 5). */
  numberOfSets: number
  proSets: boolean
}

export interface LengthSample {
  divisionIdx: string | null
  format: GameFormat
  minutes: number
}

const MINUTE = 60_000
/** A game is never taken to last more than a day (an absurd `lengthInMinutes` is ignored). */
const LONGEST_MINUTES = 24 * 60
/** Below this, a "length" is a result entered late or a walkover, not a game played. */
const SHORTEST_MINUTES = 5
/** How many samples a prior is worth: two played games outweigh it. */
const PRIOR_WEIGHT = 2

type LengthFacts = Pick<
  Game,
  | 'status'
  | 'liveStartedAt'
  | 'submittedAt'
  | 'lengthInMinutes'
  | 'isRetirement'
  | 'winner'
  | 'homeTeam'
  | 'awayTeam'
  | 'score'
  | 'retiredTeamId'
>

/**
 * The minutes a finished game took: from its start on court to its result (`liveStartedAt` →
 * `submittedAt`), else the API's `lengthInMinutes`. Null for a walkover or a retirement (no full
 * game was played) and for anything not believable as a game's length.
 */
export function playedMinutes(game: LengthFacts): number | null {
  if (gameState(game) !== 'finished') return null
  const started = Date.parse(game.liveStartedAt ?? '')
  const ended = Date.parse(game.submittedAt ?? '')
  const measured = Number.isNaN(started) || Number.isNaN(ended) ? null : (ended - started) / MINUTE
  const minutes = measured ?? game.lengthInMinutes ?? null
  if (minutes === null || !Number.isFinite(minutes)) return null
  return minutes >= SHORTEST_MINUTES && minutes <= LONGEST_MINUTES ? minutes : null
}

/** Typical minutes with no game played yet: a sport's usual match of this format. */
export function priorMinutes(sport: string | null | undefined, format: GameFormat): number {
  const bestOf = Math.max(1, format.numberOfSets)
  if (format.proSets) return sport === 'PICKLEBALL' ? 25 : 50
  switch (sport) {
    case 'TENNIS':
      return bestOf >= 5 ? 165 : bestOf >= 3 ? 105 : 50
    case 'PICKLEBALL':
      return bestOf >= 3 ? 45 : 20
    case 'PADEL':
    default:
      return bestOf >= 3 ? 85 : 40
  }
}

export function formatKey(format: GameFormat): string {
  return `${format.numberOfSets}|${format.proSets}`
}

/** The middle of some values (of two middles, their mean); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** How far from the median a length still counts at its own value, as a factor either way. */
const TYPICAL_SPREAD = 1.5

/**
 * The typical length of some played games: their mean, each held within 1.5× of their median.
 * The mean, because games run long more than short and a court's later games wait for the sum of
 * those before them (a median of each would have every long day estimated early); held, so one
 * result entered hours late counts as one long game, not as hours.
 */
export function typicalOf(values: readonly number[]): number {
  const middle = median(values)
  const held = values.map((value) =>
    Math.min(Math.max(value, middle / TYPICAL_SPREAD), middle * TYPICAL_SPREAD),
  )
  return held.reduce((sum, value) => sum + value, 0) / held.length
}

export interface TypicalLengths {
  /** Typical minutes of a game of this division and format. */
  minutes(divisionIdx: string | null, format: GameFormat): number
}

/**
 * Typical lengths from the day's and the tournament's played games: the division's games of the
 * format (`typicalOf`), weighed against the format's over every division, itself weighed against
 * a prior, so one odd game moves the estimate a little and ten move it a lot. The prior is the
 * organizer's own, where the order of play has one (`printedMinutes`: the printed slot of a game
 * of the format, less the changeover), else the sport's.
 */
export function typicalLengths(
  samples: readonly LengthSample[],
  sport: string | null | undefined,
  printedMinutes: (format: GameFormat) => number | null = () => null,
): TypicalLengths {
  const byFormat = learnedBy(samples, (sample) => formatKey(sample.format))
  const byDivision = learnedBy(samples, (sample) => `${sample.divisionIdx}|${formatKey(sample.format)}`)
  const blend = (prior: number, learned: Learned | undefined) =>
    learned
      ? (prior * PRIOR_WEIGHT + learned.typical * learned.count) / (PRIOR_WEIGHT + learned.count)
      : prior
  return {
    minutes(divisionIdx, format) {
      const key = formatKey(format)
      const prior = printedMinutes(format) ?? priorMinutes(sport, format)
      const formatMinutes = blend(prior, byFormat.get(key))
      return blend(formatMinutes, byDivision.get(`${divisionIdx}|${key}`))
    },
  }
}

interface Learned {
  typical: number
  count: number
}

/** Each group's typical length and sample count, worked out once (a forecast asks for every game). */
function learnedBy(
  samples: readonly LengthSample[],
  keyOf: (sample: LengthSample) => string,
): Map<string, Learned> {
  const groups = new Map<string, number[]>()
  for (const sample of samples) {
    const key = keyOf(sample)
    const group = groups.get(key)
    if (group) group.push(sample.minutes)
    else groups.set(key, [sample.minutes])
  }
  return new Map(
    [...groups].map(([key, values]) => [key, { typical: typicalOf(values), count: values.length }]),
  )
}

/** The lengths the played games among `entries` teach: one sample per game played to its end. */
export function lengthSamples(
  entries: readonly { game: LengthFacts; divisionIdx: string | null; format: GameFormat }[],
): LengthSample[] {
  return entries.flatMap(({ game, divisionIdx, format }) => {
    const minutes = playedMinutes(game)
    return minutes === null ? [] : [{ divisionIdx, format, minutes }]
  })
}
