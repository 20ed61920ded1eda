import { useId } from 'react'
import type { PlayDay } from '../../domain/order-of-play'
import type { PlayGame } from '../../domain/play-game'
import { NO_FORECAST, type PlayForecast } from '../../domain/play-forecast'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { CourtLate, useRowsNearView } from '../../components/games'
import { useCourtName } from './ScheduleFilters'
import { ScheduleGame } from './ScheduleGame'
import { scheduleMessages } from './messages'
import type { ScheduleEntry } from './schedule-entries'
import { dayText } from '../../domain/time'

interface Shared {
  tournamentIdx: string
  now: number
  /** The estimated starts of the order of play (none for games without a time). */
  forecast: PlayForecast
}

/** Which games are drawn in full: those near the view (decision record 0510). */
type NearView = ReturnType<typeof useRowsNearView>

/**
 * A day's games by court: one column per court on a wide screen (the row scrolls sideways when
 * the courts do not fit), one section per court after another on a phone; then the day's games
 * without a court. A day has dozens of games: those far from the view are light stand-ins
 * until they come near it, as in the round page's game list.
 */
export function DayOrder({
  day,
  order,
  filtered,
  lateness,
  ...shared
}: Shared & {
  day: string
  order: PlayDay<ScheduleEntry> | null
  filtered: boolean
  /** Say in each court's head how late it runs: the day shown is today. */
  lateness: boolean
}) {
  const m = useMessages(scheduleMessages)
  const locale = useFormatLocale()
  const courtName = useCourtName()
  const headingId = useId()
  const nearView = useRowsNearView()
  const title = dayText(day, locale)
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {!order ? (
        <p className="text-ink-muted">{filtered ? m.noMatch : m.noGamesThisDay}</p>
      ) : (
        <>
          {order.courts.length > 0 && (
            <div
              role="region"
              aria-label={m.courtsOfDay(title)}
              // Focusable so that a keyboard can scroll sideways to the courts that do not fit;
              // relative, so that the cards' screen-reader sentences scroll with them, not widen the page.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              className="relative grid gap-4 lg:auto-cols-[minmax(14.5rem,1fr)] lg:grid-flow-col lg:overflow-x-auto lg:pb-2"
            >
              {order.courts.map((column) => (
                <GameColumn
                  key={column.court.key}
                  title={courtName(column.court)}
                  games={column.games}
                  nearView={nearView}
                  minutesLate={lateness ? shared.forecast.minutesLate.get(column.court.key) : undefined}
                  {...shared}
                />
              ))}
            </div>
          )}
          {order.noCourt.length > 0 && (
            <GameColumn
              title={m.courtToBeAnnounced}
              games={order.noCourt}
              wide
              nearView={nearView}
              {...shared}
            />
          )}
        </>
      )}
    </section>
  )
}

/** Games without a time (flexible schedules): listed under every day, never dropped. */
export function NotScheduled({
  games,
  ...shared
}: Omit<Shared, 'forecast'> & { games: readonly PlayGame<ScheduleEntry>[] }) {
  const m = useMessages(scheduleMessages)
  const nearView = useRowsNearView()
  if (games.length === 0) return null
  return (
    <div className="mt-8">
      <GameColumn
        title={m.notScheduledYet}
        games={games}
        wide
        level={2}
        nearView={nearView}
        forecast={NO_FORECAST}
        {...shared}
      />
    </div>
  )
}

function GameColumn({
  title,
  games,
  wide = false,
  level = 3,
  nearView: { isShown, watch },
  tournamentIdx,
  now,
  forecast,
  minutesLate,
}: Shared & {
  title: string
  games: readonly PlayGame<ScheduleEntry>[]
  wide?: boolean
  level?: 2 | 3
  nearView: NearView
  minutesLate?: number | undefined
}) {
  const m = useMessages(scheduleMessages)
  const headingId = useId()
  const Heading = `h${level}` as const
  return (
    <section aria-labelledby={headingId} className={wide ? 'mt-6' : 'min-w-0'}>
      <Heading id={headingId} className="mb-2 flex items-baseline justify-between gap-2 font-semibold">
        <span className="min-w-0">
          <span dir="auto" className="break-words">
            {title}
          </span>
          <CourtLate minutesLate={minutesLate} />
        </span>
        <span className="shrink-0 text-sm font-normal text-ink-muted">{m.gamesCount(games.length)}</span>
      </Heading>
      <ol className={wide ? 'grid gap-2 md:grid-cols-2 xl:grid-cols-3' : 'grid gap-2'}>
        {games.map((play) => (
          <li key={play.entry.game.idx}>
            <ScheduleGame
              play={play}
              tournamentIdx={tournamentIdx}
              now={now}
              estimate={forecast.starts.get(play.entry.game.idx)}
              standIn={isShown(play.entry.game.idx) ? undefined : watch(play.entry.game.idx)}
            />
          </li>
        ))}
      </ol>
    </section>
  )
}
