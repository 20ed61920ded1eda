import { useId } from 'react'
import type { NowStrip } from '../../domain/order-of-play'
import type { PlayGame } from '../../domain/play-game'
import type { PlayForecast } from '../../domain/play-forecast'
import { useMessages } from '../../i18n/locale'
import { ScheduleGame } from './ScheduleGame'
import { scheduleMessages } from './messages'
import type { ScheduleEntry } from './schedule-entries'

/**
 * Today's "Now": the games on court, then the next game of each court, then the games just
 * finished. A part with no game is left out; with none at all, so is the strip.
 */
export function NowStripView({
  strip,
  tournamentIdx,
  now,
  forecast,
}: {
  strip: NowStrip<ScheduleEntry>
  tournamentIdx: string
  now: number
  forecast: PlayForecast
}) {
  const m = useMessages(scheduleMessages)
  const headingId = useId()
  const parts = [
    { key: 'live', title: m.liveNow, games: strip.live },
    { key: 'next', title: m.upNext, games: strip.upNext },
    { key: 'finished', title: m.justFinished, games: strip.justFinished },
  ].filter((part) => part.games.length > 0)
  if (parts.length === 0) return null
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-card border border-line bg-surface-sunken p-3 sm:p-4"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {m.now}
      </h2>
      {parts.map((part) => (
        <NowPart
          key={part.key}
          title={part.title}
          games={part.games}
          tournamentIdx={tournamentIdx}
          now={now}
          forecast={forecast}
        />
      ))}
    </section>
  )
}

function NowPart({
  title,
  games,
  tournamentIdx,
  now,
  forecast,
}: {
  title: string
  games: readonly PlayGame<ScheduleEntry>[]
  tournamentIdx: string
  now: number
  forecast: PlayForecast
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="mt-3">
      <h3 id={headingId} className="mb-2 font-semibold">
        {title}
      </h3>
      <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-6">
        {games.map((play) => (
          <li key={play.entry.game.idx}>
            <ScheduleGame
              play={play}
              tournamentIdx={tournamentIdx}
              now={now}
              estimate={forecast.starts.get(play.entry.game.idx)}
            />
          </li>
        ))}
      </ol>
    </section>
  )
}
