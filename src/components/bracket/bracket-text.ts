import { useMemo } from 'react'
import type { Game, Pool, Round } from '../../api/schemas'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { zoneSchedule, type BracketText } from './game-text'
import { bracketMessages } from './messages'

/**
 * The words the bracket puts a game in ("Winner of game 12", "1st of Pool A", "Court 3"), for
 * the bracket itself and the views that list games outside one: the round page's game list, a
 * venue screen's bracket and courts. One `BracketText` per round, so `slotText` and `courtText`
 * say the same thing everywhere a game is shown.
 */
export interface GameTextSource {
  /** Every game a placeholder may name: "Winner of game 12" uses the number the game shows. */
  games: readonly Pick<Game, 'number' | 'displayNumber'>[]
  /** The round's pools, for "1st of Pool A"; "pool A" where they are not known. */
  pools?: readonly Pick<Pool, 'number' | 'name'>[] | null | undefined
  /** The tournament's zone as the API gives it: UTC when it has none, or one the browser doesn't know. */
  timeZone: string | null | undefined
  courtNames?: Readonly<Record<string, string>> | null | undefined
}

export function gameText(
  source: GameTextSource,
  messages: BracketText['messages'],
  locale: string,
  timeFormat?: Intl.DateTimeFormatOptions,
): BracketText {
  const numbers = shownNumbers(source.games)
  // A pool without a name is named by its letter (`poolByLetter`), as one not in the list is.
  const pools = new Map<number, string>()
  for (const pool of source.pools ?? []) if (pool.name) pools.set(pool.number, pool.name)
  return {
    messages,
    locale,
    ...zoneSchedule(locale, source.timeZone, timeFormat),
    courtNames: source.courtNames ?? null,
    shownNumber: (gameNumber) => numbers.get(gameNumber) ?? String(gameNumber),
    poolName: (poolNumber) => pools.get(poolNumber),
  }
}

function shownNumbers(games: GameTextSource['games']): Map<number, string> {
  const numbers = new Map<number, string>()
  for (const game of games)
    if (game.displayNumber != null) numbers.set(game.number, String(game.displayNumber))
  return numbers
}

/**
 * `gameText` in the page's words and the reader's time format. The same object while the numbers,
 * pools, courts and zone are the same (compared as text), so a refresh that only changes scores
 * re-renders only the games whose scores changed.
 */
export function useGameText(source: GameTextSource, timeFormat?: Intl.DateTimeFormatOptions): BracketText {
  const messages = useMessages(bracketMessages)
  const locale = useFormatLocale()
  const stable = JSON.stringify({
    games: source.games
      .filter((game) => game.displayNumber != null)
      .map(({ number, displayNumber }) => ({ number, displayNumber })),
    pools: (source.pools ?? []).map(({ number, name }) => ({ number, name })),
    timeZone: source.timeZone,
    courtNames: source.courtNames ?? null,
  } satisfies GameTextSource)
  const format = JSON.stringify(timeFormat ?? null)
  return useMemo(
    () =>
      gameText(
        JSON.parse(stable) as GameTextSource,
        messages,
        locale,
        (JSON.parse(format) as Intl.DateTimeFormatOptions | null) ?? undefined,
      ),
    [stable, format, messages, locale],
  )
}

/** `useGameText` for a round's brackets: every game of its draws (any may be named), and its pools. */
export function useRoundGameText(
  round: Pick<Round, 'draws' | 'pools'>,
  timeZone: string | null | undefined,
  courtNames: GameTextSource['courtNames'],
  timeFormat?: Intl.DateTimeFormatOptions,
): BracketText {
  const { draws } = round
  const games = useMemo(
    () => (draws ?? []).flatMap((draw) => (draw.rounds ?? []).flatMap((drawRound) => drawRound.games ?? [])),
    [draws],
  )
  return useGameText({ games, pools: round.pools, timeZone, courtNames }, timeFormat)
}
