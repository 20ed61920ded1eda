import { latestResults, nextDayOfPlay } from '../../domain/order-of-play'
import type { PlayGame } from '../../domain/play-game'
import { dayText, formatInTimeZone, resolveTimeZone, TIME } from '../../domain/time'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { bracketMessages, courtName } from '../../components/bracket'
import type { LaneGame, ScreenDay } from './court-lanes'
import { GameTile } from './GameTile'
import { screenMessages } from './messages'
import { gridStyle } from './live-courts'
import { nothingOnPages } from './nothing-on-pages'
import type { Box } from './pool-pages'
import type { TournamentMeta } from './screen-queries'
import { pageWithin, usePageCount, type SlideProps } from './Slide'

/** More results than any screen holds beside the next games (nothing-on-pages.ts cuts them). */
const MOST_RESULTS = 24

type Props = Pick<SlideProps<unknown>, 'viewIndex' | 'page' | 'reportPages'> & {
  meta: TournamentMeta
  box: Box
  day: ScreenDay
}

/**
 * The courts and live views when nothing is on and nothing is still to come today: the next
 * day's first game on each court, with the day and the time, and the latest results, each under a
 * heading that says which; never a TV with one line on it.
 */
export function NothingOnPage(props: Props) {
  const { meta, box, page, day } = props
  const m = useMessages(screenMessages)
  const locale = useFormatLocale()
  const timeZone = resolveTimeZone(meta.timezone)
  const options = { timeZone, courtNames: meta.courtNames, now: day.now }
  const next = nextDayOfPlay(day.games, options)
  const results = latestResults(day.games, { courtNames: meta.courtNames, count: MOST_RESULTS })
  const pages = nothingOnPages(next?.games ?? [], results, box)
  usePageCount(props, pages.length)
  const shown = pageWithin(pages, page)
  if (!shown || (!next && results.length === 0)) {
    return <p className="screen-slide-note">{m.noGamesToday}</p>
  }
  return (
    <div
      className="screen-quiet"
      style={{
        gridTemplateColumns:
          shown.nextShare > 0 && shown.nextShare < 1
            ? `minmax(0, ${shown.nextShare}fr) minmax(0, ${1 - shown.nextShare}fr)`
            : 'minmax(0, 1fr)',
      }}
    >
      {next && (
        <section className="screen-quiet-section" aria-label={m.nextGames(dayText(next.day, locale))}>
          <h3 className="screen-quiet-head">{m.nextGames(dayText(next.day, locale))}</h3>
          <div className="screen-quiet-next" style={gridStyle(shown.grid)}>
            {shown.next.map((play) => (
              <NextCard key={play.entry.game.idx} play={play} timeZone={timeZone} />
            ))}
          </div>
        </section>
      )}
      {shown.results.length > 0 && (
        <section className="screen-quiet-section" aria-label={m.latestResults}>
          <h3 className="screen-quiet-head">{m.latestResults}</h3>
          <ol
            className="screen-quiet-results"
            style={{ gridTemplateColumns: `repeat(${shown.resultColumns}, minmax(0, 1fr))` }}
          >
            {shown.results.map((play) => (
              <ResultTile key={play.entry.game.idx} play={play} />
            ))}
          </ol>
        </section>
      )}
    </div>
  )
}

function NextCard({ play, timeZone }: { play: PlayGame<LaneGame>; timeZone: string }) {
  const m = useMessages(screenMessages)
  const bracket = useMessages(bracketMessages)
  const locale = useFormatLocale()
  const name = play.court ? courtName(play.court, bracket) : m.courtNotGiven
  const { time } = play.entry.game
  return (
    <section className="screen-quiet-card" aria-label={name}>
      <h4 className="screen-live-name">{name}</h4>
      <GameTile
        className="screen-live-now"
        play={play}
        when={time ? formatInTimeZone(time, timeZone, TIME, locale).text : m.timeNotGiven}
      />
    </section>
  )
}

function ResultTile({ play }: { play: PlayGame<LaneGame> }) {
  const m = useMessages(screenMessages)
  const bracket = useMessages(bracketMessages)
  return (
    <GameTile
      as="li"
      className="screen-game"
      play={play}
      when={play.state === 'walkover' ? bracket.short.walkover : m.final}
      detail={play.court && <span className="screen-quiet-court">{courtName(play.court, bracket)}</span>}
    />
  )
}
