import { useMemo } from 'react'
import { bracketMessages, BracketTextContext, DrawTree, useRoundGameText } from '../../components/bracket'
import { useApi } from '../../hooks/use-api'
import { WEEKDAY_TIME } from '../../domain/time'
import { useMessages } from '../../i18n/locale'
import { bracketPages, slotsThatFit } from './bracket-pages'
import { Fitted } from './Fitted'
import { screenMessages } from './messages'
import type { Box } from './pool-pages'
import type { ShownView } from './rotation-views'
import { screenQueries, type BracketRound, type TournamentMeta } from './screen-queries'
import { pageWithin, Slide, SlideWaiting, usePageCount, type SlideProps } from './Slide'
import { useScreenQuery } from './use-screen-query'

type BracketView = Extract<ShownView, { kind: 'bracket' }>

/** A round's bracket: each draw, split into pages that stay readable, one page per step. */
export function BracketSlide(props: SlideProps<BracketView> & { meta: TournamentMeta; title: string }) {
  const { view, refreshMs, live, title } = props
  const query = useScreenQuery(screenQueries.bracket(useApi(), view.roundIdx), { refreshMs, live })
  if (query.data === undefined) {
    return <Slide title={title}>{() => <SlideWaiting error={query.error} />}</Slide>
  }
  return <BracketPages {...props} round={query.data} />
}

const NO_MARKS = new Map<string, string>()

/**
 * Pages are cut to fit the screen's height at this share of its text size: a section of a draw
 * is a power of two slots high, so cutting at full size leaves a page of 4 slots where 7 fit (the
 * lower third empty); a 12-team draw fits one page, a 128-draw is cut into sections of eight.
 */
const PAGE_SCALE = 0.75
/** A page wider than the screen (long names, five sets) is drawn smaller still, down to this. */
const SMALLEST_SCALE = 0.6

function BracketPages(
  props: SlideProps<BracketView> & { meta: TournamentMeta; title: string; round: BracketRound },
) {
  const { meta, round, title } = props
  // A screen is looked at on the day: the day and the time only.
  const text = useRoundGameText(round, meta.timezone, meta.courtNames, WEEKDAY_TIME)
  const m = useMessages(screenMessages)
  return (
    <BracketTextContext.Provider value={text}>
      <Slide title={title} detail={m.timesIn(text.timeZone)}>
        {(box) => <BracketPage {...props} box={box} />}
      </Slide>
    </BracketTextContext.Provider>
  )
}

function BracketPage(props: SlideProps<BracketView> & { round: BracketRound; box: Box }) {
  const { round, box, page, view } = props
  const { bracketStart } = view
  const bracket = useMessages(bracketMessages)
  const m = useMessages(screenMessages)
  const maxSlots = slotsThatFit((box.heightEm - 1.5) / PAGE_SCALE)
  const pages = useMemo(
    () => bracketPages(round.draws, maxSlots, bracket, bracketStart),
    [round.draws, maxSlots, bracket, bracketStart],
  )
  usePageCount(props, pages.length)
  const shown = pageWithin(pages, page)
  if (!shown) return <p className="screen-slide-note">{bracket.noGames}</p>
  return (
    <div className="screen-bracket">
      <h3 className="screen-bracket-name">
        {shown.drawName}
        {shown.pages > 1 && <span className="screen-page"> {m.pageOf(shown.page, shown.pages)}</span>}
      </h3>
      <div className="screen-bracket-tree">
        <Fitted key={shown.key} minScale={SMALLEST_SCALE}>
          <DrawTree
            layout={shown.layout}
            marks={NO_MARKS}
            label={bracket.bracketOf(shown.drawName)}
            headingLevel={4}
          />
        </Fitted>
      </div>
    </div>
  )
}
