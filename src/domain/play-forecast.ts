import type { Game, Round } from '../api/schemas'
import type { CourtNames } from './court'
import { formatKey, lengthSamples, typicalLengths, type GameFormat } from './game-lengths'
import { orderOfPlay, type PlayDay } from './order-of-play'
import type { OrderEntry } from './play-game'
import {
  courtForecast,
  learnedChangeoverMinutes,
  printedSlotMinutes,
  type CourtGame,
  type StartEstimate,
} from './start-estimates'

/**
 * The estimated starts of the order of play: computed once from its court columns (`PlayDay`),
 * read by every surface that shows a waiting game's time. Lengths and changeovers are learned
 * from every finished game of the days given (the tournament's); each court is forecast in time
 * order across the days, so a day that runs past midnight goes on from the evening. Issue 34,
 * decision record 3400.
 */

/** What a game's length depends on: its division and its round's format. */
export interface ForecastFacts {
  divisionIdx: string | null
  format: GameFormat
}

export interface PlayForecast {
  /** By game idx: every waiting game with a court and a printed time. */
  starts: ReadonlyMap<string, StartEstimate>
  /** By court key: how late the court's next waiting game is expected, in minutes (0: on time). */
  minutesLate: ReadonlyMap<string, number>
}

export const NO_FORECAST: PlayForecast = { starts: new Map(), minutesLate: new Map() }

/** A round's format as its games' lengths depend on it; best of 3 when the round does not say. */
export function roundFormat(round: Pick<Round, 'numberOfSets' | 'proSets'>): GameFormat {
  return { numberOfSets: round.numberOfSets ?? 3, proSets: round.proSets ?? false }
}

/**
 * A waiting game printed this long before now and still not on court is not being waited for
 * (a result never entered, a game moved without its time): it neither gets an estimate nor holds
 * its court, or the rest of the court's day would wait behind it.
 */
const STALE_MS = 12 * 60 * 60_000
/** A printed slot leaves a game at least this long, however short the slot and long the changeover. */
const SHORTEST_PRINTED_LENGTH = 15

export function forecastPlay<E extends OrderEntry>(
  days: readonly PlayDay<E>[],
  options: { now: number; sport: string | null | undefined; facts: (entry: E) => ForecastFacts },
): PlayForecast {
  const { now, facts } = options
  const courts = new Map<string, CourtGame[]>()
  for (const day of days) {
    for (const column of day.courts) {
      const games = courts.get(column.court.key) ?? []
      for (const play of column.games) {
        const stale =
          play.state === 'upcoming' && play.printedStart !== null && play.printedStart < now - STALE_MS
        if (!stale) games.push({ game: play.entry.game, ...facts(play.entry) })
      }
      courts.set(column.court.key, games)
    }
  }
  const columns = [...courts.values()]
  const changeoverMinutes = learnedChangeoverMinutes(columns)
  const slots = printedSlotMinutes(columns)
  const lengths = typicalLengths(lengthSamples(columns.flat()), options.sport, (format) => {
    const slot = slots.get(formatKey(format))
    return slot === undefined ? null : Math.max(SHORTEST_PRINTED_LENGTH, slot - changeoverMinutes)
  })
  const starts = new Map<string, StartEstimate>()
  const minutesLate = new Map<string, number>()
  for (const [key, games] of courts) {
    const forecast = courtForecast(games, { now, lengths, changeoverMinutes })
    for (const [idx, estimate] of forecast.estimates) starts.set(idx, estimate)
    minutesLate.set(key, forecast.minutesLate)
  }
  return { starts, minutesLate }
}

/** A round as a page holds it, with its division: what `forecastRounds` reads. */
export interface ForecastRound {
  round: Pick<Round, 'numberOfSets' | 'proSets'> & { games?: readonly Game[] | null | undefined }
  divisionIdx: string | null | undefined
}

/**
 * The forecast of the rounds a page has read (a team's division, My teams' divisions): their
 * order of play, forecast. Games of rounds the page has not read are not known to hold a court,
 * so a page that reads every round (the order of play) knows best.
 */
export function forecastRounds(
  rounds: readonly ForecastRound[],
  options: {
    now: number
    sport: string | null | undefined
    timeZone: string
    courtNames?: CourtNames | undefined
  },
): PlayForecast {
  const entries = rounds.flatMap(({ round, divisionIdx }) => {
    const facts = { divisionIdx: divisionIdx ?? null, format: roundFormat(round) }
    return (round.games ?? []).map((game) => ({ game, facts }))
  })
  const { days } = orderOfPlay(entries, { timeZone: options.timeZone, courtNames: options.courtNames })
  return forecastPlay(days, { now: options.now, sport: options.sport, facts: (entry) => entry.facts })
}
