import { useQueries } from '@tanstack/react-query'
import { useApi } from '../../hooks/use-api'
import { useNow } from '../../hooks/use-now'
import { gameState, setViews, type Side } from '../../domain/score'
import { formatInTimeZone, resolveTimeZone, TIME } from '../../domain/time'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { bracketMessages, courtText, gameText, slotText } from '../../components/bracket'
import type { LaneGame } from './court-lanes'
import { GamesPoller } from './CourtsSlide'
import { liveCourts, livePages, type LiveCourt } from './live-courts'
import { screenMessages } from './messages'
import type { Box } from './pool-pages'
import { roundTitle, type ShownView } from './rotation-views'
import { screenQueries, type GamesRound, type TournamentMeta } from './screen-queries'
import { pageWithin, Slide, SlideWaiting, usePageCount, type SlideProps } from './Slide'

type LiveView = Extract<ShownView, { kind: 'live' }>
type Props = SlideProps<LiveView> & { meta: TournamentMeta; title: string }

/**
 * Per court, the game on now, large (teams, score by sets, how long it has been on), and the next
 * one with its time. It reads the rounds the courts view reads: one request per round, shared.
 */
export function LiveSlide(props: Props) {
  const { view, refreshMs, live, meta, title } = props
  const api = useApi()
  const m = useMessages(screenMessages)
  const rounds = useQueries({
    queries: view.roundIdxs.map((roundIdx) => ({ ...screenQueries.games(api, roundIdx), enabled: false })),
  })
  const loaded = view.roundIdxs.flatMap((roundIdx, index) => {
    const round = rounds[index]?.data
    return round ? [{ label: roundTitle(meta.divisions, roundIdx), round }] : []
  })
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
            <LivePage {...props} box={box} rounds={loaded} />
          )}
        </>
      )}
    </Slide>
  )
}

function LivePage(
  props: Props & { box: Box; rounds: { label: ReturnType<typeof roundTitle>; round: GamesRound }[] },
) {
  const { meta, box, rounds, page } = props
  const m = useMessages(screenMessages)
  const messages = useMessages(bracketMessages)
  const locale = useFormatLocale()
  // How long a game has been on moves by itself.
  const now = useNow(30_000, true)
  const timeZone = resolveTimeZone(meta.timezone)
  const entries: LaneGame[] = rounds.flatMap(({ label, round }) => {
    const text = gameText(
      { games: round.games, pools: round.pools, timeZone, courtNames: meta.courtNames },
      messages,
      locale,
    )
    return round.games.map((game) => {
      const detail = game.roundDetail?.trim()
      return { game, text, label: [label?.division, detail || label?.round].filter(Boolean).join(' · ') }
    })
  })
  const courts = liveCourts(entries, { timeZone, now, courtNames: meta.courtNames })
  const pages = livePages(courts, box)
  usePageCount(props, pages.length)
  const shown = pageWithin(pages, page)
  if (!shown) return <p className="screen-slide-note">{m.noGamesOnCourt}</p>
  return (
    <div
      className="screen-live"
      style={{
        gridTemplateColumns: `repeat(${shown.grid.columns}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${shown.grid.rows}, minmax(0, 1fr))`,
      }}
    >
      {shown.courts.map((court) => (
        <CourtCard key={court.court.key} court={court} timeZone={timeZone} />
      ))}
    </div>
  )
}

function CourtCard({ court, timeZone }: { court: LiveCourt<LaneGame>; timeZone: string }) {
  const m = useMessages(screenMessages)
  const locale = useFormatLocale()
  const any = court.now?.entry ?? court.next
  const name = any ? courtText(any.game, any.text) : null
  const next = court.next
  return (
    <section className="screen-live-court" aria-label={name ?? court.court.key}>
      <h3 className="screen-live-name">{name}</h3>
      {court.now ? (
        <OnNow entry={court.now.entry} minutes={court.now.minutesOnCourt} />
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

function OnNow({ entry, minutes }: { entry: LaneGame; minutes: number | null }) {
  const m = useMessages(screenMessages)
  const { game } = entry
  const sets = setViews(game.score?.sets)
  const row = (side: Side) => (
    <p className="screen-live-row">
      <span
        className={`screen-game-team${(side === 'home' ? game.homeTeam : game.awayTeam) ? '' : ' screen-game-slot'}`}
      >
        {slotText(
          side === 'home' ? game.homeTeam : game.awayTeam,
          side === 'home' ? game.homeTeamDetails : game.awayTeamDetails,
          entry.text,
        )}
      </span>
      {sets.map((set) => (
        <span key={set.number} className="screen-live-set">
          {set[side]}
        </span>
      ))}
    </p>
  )
  return (
    <div className="screen-live-now" data-state={gameState(game)}>
      <p className="screen-game-meta">
        <span className="screen-game-when">{m.live}</span>
        {minutes !== null && <span className="screen-live-for">{m.onFor(minutes)}</span>}
        <span className="screen-game-label">{entry.label}</span>
      </p>
      {row('home')}
      {row('away')}
    </div>
  )
}
