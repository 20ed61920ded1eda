import { useEffect, useMemo } from 'react'
import type { Game, Pool, Team, Tournament } from '../../api/schemas'
import { orderOfPlay } from '../../domain/order-of-play'
import { dayText } from '../../domain/time'
import { useMessages } from '../../i18n/locale'
import { teamMarks, useGameText } from '../bracket'
import { GameRow } from './GameRow'
import { roundMessages } from './messages'
import { useRowsNearView } from './use-rows-near-view'

const DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }

export interface GameListProps {
  games: readonly Game[]
  timeZone: string
  courtNames?: Tournament['courtNames']
  /** The round's pools, for "1st of Pool A". */
  pools?: readonly Pick<Pool, 'number' | 'name'>[]
  /** Each draw game's stage ("Semi-finals") by game idx: `drawStages(round.draws, …)`. */
  stages?: ReadonlyMap<string, string>
  /** The division's teams, for their seeds and Q / WC marks (as the bracket shows them). */
  teams?: readonly Team[] | null | undefined
  /** Level of the days' headings. */
  headingLevel?: 3 | 4
  /** The idx of a game to mark and scroll into view (a link's `?game=`). */
  highlight?: string | undefined
}

/** The id of the game a link asked to see, on the round page. */
export const GAME_IN_VIEW_ID = 'game-in-view'

/**
 * The round's games as a schedule: a heading per day (in the zone), games in time order (the
 * order of play's days, byes kept), then the games without a time. A game
 * far from the view is a stand-in card holding what a screen reader reads of it, drawn in full
 * as it comes near (decision record 0510): a 127-game round is not 4,000 elements up front.
 * The game a link asks to see is always drawn in full.
 */
export function GameList({
  games,
  timeZone,
  courtNames,
  pools,
  stages,
  teams,
  headingLevel = 3,
  highlight,
}: GameListProps) {
  const m = useMessages(roundMessages)
  const text = useGameText({ games, pools, timeZone, courtNames })
  const marks = useMemo(() => teamMarks(teams), [teams])
  const Heading = `h${headingLevel}` as const
  const { isShown, watch } = useRowsNearView()
  const highlighted = highlight !== undefined && games.some((game) => game.idx === highlight)
  useEffect(() => {
    if (highlighted) document.getElementById(GAME_IN_VIEW_ID)?.scrollIntoView?.({ block: 'center' })
  }, [highlighted, highlight])
  const order = useMemo(
    () =>
      orderOfPlay(
        games.map((game) => ({ game })),
        { timeZone: text.timeZone, courtNames, withByes: true },
      ),
    [games, text.timeZone, courtNames],
  )
  if (games.length === 0) return <p className="text-ink-muted">{m.noGames}</p>
  const days = [
    ...order.days.map((day) => ({
      key: day.day,
      title: dayText(day.day, text.locale, DAY),
      games: day.games,
    })),
    ...(order.notScheduled.length > 0
      ? [{ key: 'unscheduled', title: m.notScheduled, games: order.notScheduled }]
      : []),
  ]
  return (
    <div className="space-y-6">
      {days.map((day) => (
        <section key={day.key}>
          <Heading className="mb-2 font-semibold">
            {day.title}
            <span className="ml-2 text-sm font-normal text-ink-muted">{m.gamesCount(day.games.length)}</span>
          </Heading>
          <ol className="grid gap-2 lg:grid-cols-2 2xl:grid-cols-3">
            {day.games.map(({ entry: { game } }) => (
              <li key={game.idx} id={game.idx === highlight ? GAME_IN_VIEW_ID : undefined}>
                <GameRow
                  highlighted={game.idx === highlight}
                  game={game}
                  text={text}
                  stage={stages?.get(game.idx)}
                  homeMark={game.homeTeam ? marks.get(game.homeTeam.idx) : undefined}
                  awayMark={game.awayTeam ? marks.get(game.awayTeam.idx) : undefined}
                  standIn={isShown(game.idx) || game.idx === highlight ? undefined : watch(game.idx)}
                />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  )
}
