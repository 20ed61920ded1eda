import { useMemo } from 'react'
import { useApi } from '../../hooks/use-api'
import { usePoolOutlooks } from '../../hooks/use-pool-outlooks'
import { marksOf, PoolMarksLegend } from '../../components/standings'
import { byNumber } from '../../domain/order'
import { useMessages } from '../../i18n/locale'
import { Fitted } from './Fitted'
import { screenMessages } from './messages'
import { poolColumns, poolPages, POOL_GAP_EM, type Box } from './pool-pages'
import type { ShownView } from './rotation-views'
import { screenQueries, type StandingsRound, type TournamentMeta } from './screen-queries'
import { ScreenStandings } from './ScreenStandings'
import { pageWithin, Slide, SlideWaiting, usePageCount, type SlideProps } from './Slide'
import { useScreenQuery } from './use-screen-query'

/**
 * A page of few tables (one pool of six) is drawn up to this much larger, so it fills the
 * screen's height rather than leaving its lower third empty; the width stops it first for most.
 */
const POOLS_LARGEST_SCALE = 2.4

type PoolsView = Extract<ShownView, { kind: 'pools' }>
type Props = SlideProps<PoolsView> & { meta: TournamentMeta; title: string }

/** One pool's table, or all pools of a round, as many per page as stay readable. */
export function PoolsSlide(props: Props) {
  const { view, refreshMs, live, title } = props
  const query = useScreenQuery(screenQueries.standings(useApi(), view.roundIdx), { refreshMs, live })
  return (
    <Slide title={title}>
      {(box) =>
        query.data === undefined ? (
          <SlideWaiting error={query.error} />
        ) : (
          <PoolsPage {...props} round={query.data} box={box} />
        )
      }
    </Slide>
  )
}

function PoolsPage(props: Props & { round: StandingsRound; box: Box }) {
  const { view, round, box, page, meta } = props
  const m = useMessages(screenMessages)
  const pools = useMemo(
    () => byNumber(round.pools).filter((pool) => view.poolIdx === null || pool.idx === view.poolIdx),
    [round.pools, view.poolIdx],
  )
  // The division as the tournament lists it (a pool table's answer does not name it).
  const division = meta.divisions.find((each) => each.rounds.some((listed) => listed.idx === view.roundIdx))
  const outlooks = usePoolOutlooks(round, division?.rounds ?? null)
  const pages = poolPages(pools, box)
  usePageCount(props, pages.length)
  const shown = pageWithin(pages, page)
  if (!shown) return <p className="screen-slide-note">{view.poolIdx ? m.poolNotFound : m.noPools}</p>
  const marks = new Map(shown.map((pool) => [pool.idx, marksOf(outlooks?.get(pool.idx))]))
  const marked = [...marks.values()].some((each) => each.size > 0)
  return (
    <Fitted maxScale={POOLS_LARGEST_SCALE}>
      <div
        className="screen-pools"
        style={{
          gridTemplateColumns: `repeat(${poolColumns(shown.length, box)}, auto)`,
          gap: `${POOL_GAP_EM}em`,
        }}
      >
        {shown.map((pool) => (
          <ScreenStandings
            key={pool.idx}
            pool={pool}
            standingColumns={meta.standingColumns}
            sport={meta.sport}
            marks={marked ? marks.get(pool.idx) : undefined}
          />
        ))}
      </div>
      {marked && <PoolMarksLegend className="screen-legend" />}
    </Fitted>
  )
}
