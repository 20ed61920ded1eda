import type { CourtColumn } from '../../domain/order-of-play'
import type { PlayGame } from '../../domain/play-game'
import type { StartEstimate } from '../../domain/start-estimates'
import { hasResult } from '../../domain/score'
import { formatInTimeZone, resolveTimeZone, TIME } from '../../domain/time'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { bracketMessages, courtName } from '../../components/bracket'
import { CourtLate, EstimatedStart } from '../../components/games'
import type { PlayForecast } from '../../domain/play-forecast'
import { balancedPages } from './balanced-pages'
import { laneWindow, type LaneGame, type ScreenDay } from './court-lanes'
import { GamesSlide, type GamesSlideProps } from './GamesSlide'
import { GameTile } from './GameTile'
import { screenMessages } from './messages'
import type { Box } from './pool-pages'
import type { ShownView } from './rotation-views'
import { pageWithin, usePageCount } from './Slide'

type Props = GamesSlideProps<Extract<ShownView, { kind: 'courts' }>>

/** Measures of a lane in em (screen.css): its width, its court's name line, one game. */
const LANE_EM = 15.5
const LANE_HEAD_EM = 2.4
const GAME_EM = 5.4

/**
 * Today's games of every visible round, by court: what is on now and what comes next. Games
 * without a court cannot be placed in a lane and are left out (the live view shows those on now).
 */
export function CourtsSlide(props: Props) {
  return (
    // Today's window moves on by itself, as the day goes.
    <GamesSlide props={props} everyMs={60_000}>
      {(box, day) => <CourtsPage {...props} box={box} day={day} />}
    </GamesSlide>
  )
}

function CourtsPage(props: Props & { box: Box; day: ScreenDay }) {
  const { meta, box, page } = props
  const m = useMessages(screenMessages)
  const { day, forecast } = props.day
  const lanes = day.courts
  // Balanced pages, each lane as wide as its page allows: six courts where four fit are two
  // pages of three, not four and a page of two beside half a screen of nothing.
  const pages = balancedPages(lanes, Math.floor(box.widthEm / LANE_EM))
  usePageCount(props, pages.length)
  const shown = pageWithin(pages, page)
  // With no game on or to come, GamesSlide shows the next games; left is a game on without a court.
  if (!shown) return <p className="screen-slide-note">{m.noGamesToday}</p>
  const size = Math.max(1, Math.floor((box.heightEm - LANE_HEAD_EM) / GAME_EM))
  return (
    <div className="screen-lanes" style={{ gridTemplateColumns: `repeat(${shown.length}, minmax(0, 1fr))` }}>
      {shown.map((lane) => (
        <Lane
          key={lane.court.key}
          lane={lane}
          size={size}
          timeZone={resolveTimeZone(meta.timezone)}
          forecast={forecast}
        />
      ))}
    </div>
  )
}

function Lane({
  lane,
  size,
  timeZone,
  forecast,
}: {
  lane: CourtColumn<LaneGame>
  size: number
  timeZone: string
  forecast: PlayForecast
}) {
  const name = courtName(lane.court, useMessages(bracketMessages))
  return (
    <section className="screen-lane" aria-label={name}>
      <h3 className="screen-lane-name">
        {name}
        <CourtLate minutesLate={forecast.minutesLate.get(lane.court.key)} className="screen-court-late" />
      </h3>
      <ol className="screen-lane-games">
        {laneWindow(lane.games, size).map((play) => (
          <CourtGame
            key={play.entry.game.idx}
            play={play}
            timeZone={timeZone}
            estimate={forecast.starts.get(play.entry.game.idx)}
          />
        ))}
      </ol>
    </section>
  )
}

function CourtGame({
  play,
  timeZone,
  estimate,
}: {
  play: PlayGame<LaneGame>
  timeZone: string
  estimate: StartEstimate | undefined
}) {
  const m = useMessages(screenMessages)
  const bracket = useMessages(bracketMessages)
  const locale = useFormatLocale()
  const { game } = play.entry
  const when =
    play.state === 'live'
      ? m.live
      : hasResult(game)
        ? m.final
        : play.state === 'cancelled'
          ? bracket.short.cancelled
          : game.time
            ? formatInTimeZone(game.time, timeZone, TIME, locale).text
            : ''
  return (
    <GameTile
      as="li"
      className="screen-game"
      play={play}
      when={when}
      detail={<EstimatedStart estimate={estimate} timeZone={timeZone} className="screen-game-estimate" />}
    />
  )
}
