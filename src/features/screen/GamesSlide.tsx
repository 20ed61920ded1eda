import { useQueries } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useApi } from '../../hooks/use-api'
import { useNow } from '../../hooks/use-now'
import { courtsNow, playToday } from '../../domain/order-of-play'
import { forecastPlay, roundFormat, type ForecastFacts } from '../../domain/play-forecast'
import { resolveTimeZone } from '../../domain/time'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { bracketMessages, gameText } from '../../components/bracket'
import { laneGames, type ScreenDay } from './court-lanes'
import { screenMessages } from './messages'
import type { Box } from './pool-pages'
import { roundTitle, type ShownView } from './rotation-views'
import { screenQueries, type GamesRound, type TournamentMeta } from './screen-queries'
import { NothingOnPage } from './NothingOnPage'
import { Slide, SlideWaiting, type SlideProps } from './Slide'
import { useScreenQuery } from './use-screen-query'

type GamesView = Extract<ShownView, { kind: 'courts' | 'live' }>
export type GamesSlideProps<View extends GamesView> = SlideProps<View> & {
  meta: TournamentMeta
  title: string
}

export interface LoadedRound {
  label: ReturnType<typeof roundTitle>
  round: GamesRound
}

/**
 * The frame of the courts and live views: both read the same rounds (one request per round,
 * shared), keep them polled, and draw the venue's day once a round has come, moving on by itself
 * every `everyMs`. When nothing is on and nothing is still to come today (between days, after
 * the day's last game), both show the next day's games and the latest results instead, and say so.
 */
export function GamesSlide<View extends GamesView>({
  props,
  everyMs,
  children,
}: {
  props: GamesSlideProps<View>
  everyMs: number
  children: (box: Box, day: ScreenDay) => ReactNode
}) {
  const { view, refreshMs, live, meta, title } = props
  const api = useApi()
  const m = useMessages(screenMessages)
  // Each round is polled by its own poller below; this only reads what they bring.
  const rounds = useQueries({
    queries: view.roundIdxs.map((roundIdx) => ({ ...screenQueries.games(api, roundIdx), enabled: false })),
  })
  const loaded = view.roundIdxs.flatMap((roundIdx, index) => {
    const round = rounds[index]?.data
    return round ? [{ label: roundTitle(meta.divisions, roundIdx), round }] : []
  })
  const now = useNow(everyMs, true)
  const day = useScreenDay(loaded, meta, now)
  const nothingOn = loaded.length > 0 && courtsNow(day.day).length === 0
  return (
    <Slide title={nothingOn ? m.nothingOnTitle : title} detail={m.timesIn(resolveTimeZone(meta.timezone))}>
      {(box) => (
        <>
          {view.roundIdxs.map((roundIdx) => (
            <GamesPoller key={roundIdx} roundIdx={roundIdx} refreshMs={refreshMs} live={live} />
          ))}
          {loaded.length === 0 ? (
            <SlideWaiting error={rounds.find((round) => round.error)?.error ?? null} />
          ) : nothingOn ? (
            <NothingOnPage {...props} box={box} day={day} />
          ) : (
            children(box, day)
          )}
        </>
      )}
    </Slide>
  )
}

/** Keeps one round of a courts or live view polled; the view reads it from the cache. */
function GamesPoller({ roundIdx, refreshMs, live }: { roundIdx: string; refreshMs: number; live: boolean }) {
  useScreenQuery(screenQueries.games(useApi(), roundIdx), { refreshMs, live })
  return null
}

/**
 * The venue's day from the loaded rounds, each game with its round's words, and its waiting
 * games' estimated starts, learned from the day's finished games.
 */
function useScreenDay(rounds: readonly LoadedRound[], meta: TournamentMeta, now: number): ScreenDay {
  const messages = useMessages(bracketMessages)
  const locale = useFormatLocale()
  const games = laneGames(
    rounds.map(({ label, round }) => ({
      label,
      games: round.games,
      text: gameText(
        {
          games: round.games,
          pools: round.pools,
          timeZone: resolveTimeZone(meta.timezone),
          courtNames: meta.courtNames,
        },
        messages,
        locale,
      ),
    })),
  )
  const day = playToday(games, { timeZone: resolveTimeZone(meta.timezone), courtNames: meta.courtNames, now })
  const facts = new Map<string, ForecastFacts>()
  for (const { round } of rounds) {
    const division = meta.divisions.find((each) => each.rounds?.some((of) => of.idx === round.idx))
    const roundFacts = { divisionIdx: division?.idx ?? null, format: roundFormat(round) }
    for (const game of round.games) facts.set(game.idx, roundFacts)
  }
  const forecast = forecastPlay([day], {
    now,
    sport: meta.sport,
    facts: (entry) => facts.get(entry.game.idx) ?? { divisionIdx: null, format: roundFormat({}) },
  })
  return { games, day, forecast, now }
}
