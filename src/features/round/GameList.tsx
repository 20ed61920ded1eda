import type { Game, Tournament } from '../../api/schemas'
import { formatInTimeZone } from '../../domain/time'
import { useLocale, useMessages } from '../../i18n/locale'
import { GameRow } from './GameRow'
import { roundMessages } from './messages'
import { gamesByDay } from './schedule'

const DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }

export interface GameListProps {
  games: readonly Game[]
  timeZone: string
  courtNames?: Tournament['courtNames']
  poolName?: (poolNumber: number) => string | undefined
  /** Each draw game's stage ("Semi-finals") by game idx: `drawStages(round.draws, …)`. */
  stages?: ReadonlyMap<string, string>
  /** Level of the days' headings. */
  headingLevel?: 3 | 4
}

/** The round's games as a schedule: a heading per day (in the zone), games in time order. */
export function GameList({ games, timeZone, courtNames, poolName, stages, headingLevel = 3 }: GameListProps) {
  const m = useMessages(roundMessages)
  const locale = useLocale()
  const Heading = `h${headingLevel}` as const
  if (games.length === 0) return <p className="text-ink-muted">{m.noGames}</p>
  const days = gamesByDay(games, timeZone)
  return (
    <div className="space-y-6">
      {days.map((day) => (
        <section key={day.day ?? 'unscheduled'}>
          <Heading className="mb-2 font-semibold">
            {day.day === null || !day.firstTime
              ? m.notScheduled
              : formatInTimeZone(day.firstTime, timeZone, DAY, locale).text}
            <span className="ml-2 text-sm font-normal text-ink-muted">{m.gamesCount(day.games.length)}</span>
          </Heading>
          <ol className="grid gap-2 lg:grid-cols-2 2xl:grid-cols-3">
            {day.games.map((game) => (
              <li key={game.idx}>
                <GameRow
                  game={game}
                  timeZone={timeZone}
                  courtNames={courtNames}
                  poolName={poolName}
                  stage={stages?.get(game.idx)}
                />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  )
}
