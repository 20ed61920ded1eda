import { useQueries } from '@tanstack/react-query'
import { useApi } from '../../hooks/use-api'
import { useNow } from '../../hooks/use-now'
import { gameState, setViews, winnerSide, type Side } from '../../domain/score'
import { formatInTimeZone, resolveTimeZone, TIME } from '../../domain/time'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { bracketMessages, gameText, slotText } from '../../components/bracket'
import { courtLanes, laneWindow, type CourtLane, type LaneGame } from './court-lanes'
import { screenMessages } from './messages'
import type { Box } from './pool-pages'
import { roundTitle, type ShownView } from './rotation-views'
import { screenQueries, type GamesRound, type TournamentMeta } from './screen-queries'
import { pageWithin, Slide, SlideWaiting, usePageCount, type SlideProps } from './Slide'
import { useScreenQuery } from './use-screen-query'

type CourtsView = Extract<ShownView, { kind: 'courts' }>
type Props = SlideProps<CourtsView> & { meta: TournamentMeta; title: string }

/** Measures of a lane in em (screen.css): its width, its court's name line, one game. */
const LANE_EM = 15.5
const LANE_HEAD_EM = 2.4
const GAME_EM = 5.4

/** Today's games of every visible round, by court: what is on now and what comes next. */
export function CourtsSlide(props: Props) {
  const { view, refreshMs, live, meta, title } = props
  const api = useApi()
  const m = useMessages(screenMessages)
  // Each round is polled by its own poller below; this only reads what they bring.
  const rounds = useQueries({
    queries: view.roundIdxs.map((roundIdx) => ({ ...screenQueries.games(api, roundIdx), enabled: false })),
  })
  const loaded = rounds.filter((round) => round.data !== undefined)
  return (
    <Slide title={title} detail={m.timesIn(resolveTimeZone(meta.timezone))}>
      {(box) => (
        <>
          {view.roundIdxs.map((roundIdx) => (
            <GamesPoller key={roundIdx} roundIdx={roundIdx} refreshMs={refreshMs} live={live} />
          ))}
          {loaded.length === 0 ? (
            <SlideWaiting error={rounds.find((round) => round.error)?.error ?? null} />
          ) : (
            <CourtsPage
              {...props}
              box={box}
              rounds={view.roundIdxs.flatMap((roundIdx, index) => {
                const round = rounds[index]?.data
                return round ? [{ label: roundTitle(meta.divisions, roundIdx), round }] : []
              })}
            />
          )}
        </>
      )}
    </Slide>
  )
}

/** Keeps one round of a courts or live view polled; the view reads it from the cache. */
export function GamesPoller({
  roundIdx,
  refreshMs,
  live,
}: {
  roundIdx: string
  refreshMs: number
  live: boolean
}) {
  useScreenQuery(screenQueries.games(useApi(), roundIdx), { refreshMs, live })
  return null
}

function CourtsPage(
  props: Props & { box: Box; rounds: { label: ReturnType<typeof roundTitle>; round: GamesRound }[] },
) {
  const { meta, box, rounds, page } = props
  const m = useMessages(screenMessages)
  const messages = useMessages(bracketMessages)
  const locale = useFormatLocale()
  // Today's window moves on by itself, as the day goes.
  const now = useNow(60_000, true)
  const timeZone = resolveTimeZone(meta.timezone)
  const lanes = courtLanes(
    rounds.map(({ label, round }) => ({
      label,
      games: round.games,
      text: gameText(
        { games: round.games, pools: round.pools, timeZone, courtNames: meta.courtNames },
        messages,
        locale,
      ),
    })),
    { timeZone, now },
  )
  const perPage = Math.max(1, Math.floor(box.widthEm / LANE_EM))
  const pages = Array.from({ length: Math.ceil(lanes.length / perPage) }, (_, index) =>
    lanes.slice(index * perPage, (index + 1) * perPage),
  )
  usePageCount(props, pages.length)
  const shown = pageWithin(pages, page)
  if (!shown) return <p className="screen-slide-note">{m.noGamesToday}</p>
  const size = Math.max(1, Math.floor((box.heightEm - LANE_HEAD_EM) / GAME_EM))
  return (
    <div className="screen-lanes" style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}>
      {shown.map((lane) => (
        <Lane key={lane.key} lane={lane} size={size} timeZone={timeZone} />
      ))}
    </div>
  )
}

function Lane({ lane, size, timeZone }: { lane: CourtLane; size: number; timeZone: string }) {
  return (
    <section className="screen-lane" aria-label={lane.name}>
      <h3 className="screen-lane-name">{lane.name}</h3>
      <ol className="screen-lane-games">
        {laneWindow(lane.games, size).map((each) => (
          <CourtGame key={each.game.idx} entry={each} timeZone={timeZone} />
        ))}
      </ol>
    </section>
  )
}

function CourtGame({ entry, timeZone }: { entry: LaneGame; timeZone: string }) {
  const { game, label } = entry
  const m = useMessages(screenMessages)
  const bracket = useMessages(bracketMessages)
  const locale = useFormatLocale()
  const state = gameState(game)
  const winner = winnerSide(game)
  const sets = setViews(game.score?.sets)
  const when =
    state === 'live'
      ? m.live
      : state === 'finished' || state === 'retired' || state === 'walkover'
        ? m.final
        : state === 'cancelled'
          ? bracket.short.cancelled
          : game.time
            ? formatInTimeZone(game.time, timeZone, TIME, locale).text
            : ''
  const row = (side: Side) => {
    const team = side === 'home' ? game.homeTeam : game.awayTeam
    return (
      <p
        className={`screen-game-row${winner === side ? ' screen-won' : ''}${winner && winner !== side ? ' screen-lost' : ''}`}
      >
        <span className={`screen-game-team${team ? '' : ' screen-game-slot'}`}>
          {slotText(team, side === 'home' ? game.homeTeamDetails : game.awayTeamDetails, entry.text)}
        </span>
        {sets.map((set) => (
          <span key={set.number} className="screen-game-set">
            {set[side]}
          </span>
        ))}
      </p>
    )
  }
  return (
    <li className="screen-game" data-state={state}>
      <p className="screen-game-meta">
        <span className="screen-game-when">{when}</span>
        <span className="screen-game-label">{label}</span>
      </p>
      {row('home')}
      {row('away')}
    </li>
  )
}
