import { courtsNow, type CourtNow } from '../../domain/order-of-play'
import { minutesOnCourt } from '../../domain/play-game'
import { formatInTimeZone, resolveTimeZone, TIME } from '../../domain/time'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { bracketMessages, courtName, slotText } from '../../components/bracket'
import { CourtLate, EstimatedStart } from '../../components/games'
import type { PlayForecast } from '../../domain/play-forecast'
import type { LaneGame, ScreenDay } from './court-lanes'
import { GamesSlide, type GamesSlideProps } from './GamesSlide'
import { GameTile } from './GameTile'
import { gridStyle, livePages } from './live-courts'
import { screenMessages } from './messages'
import type { Box } from './pool-pages'
import type { ShownView } from './rotation-views'
import { pageWithin, usePageCount } from './Slide'

type Props = GamesSlideProps<Extract<ShownView, { kind: 'live' }>>

/**
 * Per court, the game on now, large (teams, score by sets, how long it has been on), and the next
 * one with its time; a game on now without a court has a card of its own. It reads the rounds the
 * courts view reads: one request per round, shared.
 */
export function LiveSlide(props: Props) {
  return (
    // How long a game has been on moves by itself.
    <GamesSlide props={props} everyMs={30_000}>
      {(box, day) => <LivePage {...props} box={box} day={day} />}
    </GamesSlide>
  )
}

function LivePage(props: Props & { box: Box; day: ScreenDay }) {
  const { meta, box, page } = props
  const { day, forecast, now } = props.day
  const pages = livePages(courtsNow(day), box)
  usePageCount(props, pages.length)
  const shown = pageWithin(pages, page)
  // Nothing on and nothing to come today is GamesSlide's page of the next games.
  if (!shown) return null
  return (
    <div className="screen-live" style={gridStyle(shown.grid)}>
      {shown.courts.map((court) => (
        <CourtCard
          key={court.court?.key ?? `no-court:${court.now?.entry.game.idx}`}
          court={court}
          timeZone={resolveTimeZone(meta.timezone)}
          now={now}
          forecast={forecast}
        />
      ))}
    </div>
  )
}

function CourtCard({
  court,
  timeZone,
  now,
  forecast,
}: {
  court: CourtNow<LaneGame>
  timeZone: string
  now: number
  forecast: PlayForecast
}) {
  const m = useMessages(screenMessages)
  const bracket = useMessages(bracketMessages)
  const locale = useFormatLocale()
  const name = court.court ? courtName(court.court, bracket) : m.courtNotGiven
  const next = court.next?.entry
  const minutes = court.now && minutesOnCourt(court.now, now)
  return (
    <section className="screen-live-court" aria-label={name}>
      <h3 className="screen-live-name">
        {name}
        {court.court && (
          <CourtLate minutesLate={forecast.minutesLate.get(court.court.key)} className="screen-court-late" />
        )}
      </h3>
      {court.now ? (
        <GameTile
          className="screen-live-now"
          play={court.now}
          when={m.live}
          detail={minutes != null && <span className="screen-live-for">{m.onFor(minutes)}</span>}
        />
      ) : (
        <p className="screen-live-free">{m.courtFree}</p>
      )}
      {next && (
        <div className="screen-live-next">
          <p className="screen-game-meta">
            <span className="screen-game-when">
              {m.next}
              {next.game.time ? ` ${formatInTimeZone(next.game.time, timeZone, TIME, locale).text}` : ''}
            </span>
            <EstimatedStart
              estimate={forecast.starts.get(next.game.idx)}
              timeZone={timeZone}
              className="screen-game-estimate"
            />
            <span className="screen-game-label">{next.label}</span>
          </p>
          <p className="screen-live-next-teams">
            <span className={next.game.homeTeam ? '' : 'screen-game-slot'}>
              {slotText(next.game.homeTeam, next.game.homeTeamDetails, next.text)}
            </span>
            <span className="screen-live-versus"> {m.versus} </span>
            <span className={next.game.awayTeam ? '' : 'screen-game-slot'}>
              {slotText(next.game.awayTeam, next.game.awayTeamDetails, next.text)}
            </span>
          </p>
        </div>
      )}
    </section>
  )
}
