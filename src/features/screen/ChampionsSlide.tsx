import type { CSSProperties } from 'react'
import { useApi } from '../../hooks/use-api'
import { useMessages } from '../../i18n/locale'
import { podiumRoundQuery } from '../../api/views/podium'
import { Podium, podiumMessages, usePlacements } from '../../components/podium'
import { divisionPodium } from '../../domain/podium'
import { byNumber } from '../../domain/order'
import { championPages, CHAMPION_CARD_EM } from './champion-pages'
import { Fitted } from './Fitted'
import type { ShownView } from './rotation-views'
import type { TournamentMeta } from './screen-queries'
import { pageWithin, Slide, SlideWaiting, usePageCount, type SlideProps } from './Slide'
import { useScreenQuery } from './use-screen-query'

type ChampionsView = Extract<ShownView, { kind: 'champions' }>
type Props = SlideProps<ChampionsView> & { meta: TournamentMeta; title: string }

/**
 * A podium changes once, when a final ends: its rounds are read at this pace at the quickest,
 * whatever the screen's refresh, so a Champions view spends little of the token's budget.
 */
const CHAMPIONS_REFRESH_MS = 60_000

/** The podiums of the divisions decided so far, large, a page of cards at a time. */
export function ChampionsSlide(props: Props) {
  const { view, refreshMs, live, title } = props
  const api = useApi()
  const m = useMessages(podiumMessages)
  // Each round is polled by its own poller below; this only reads what they bring.
  const { placements, pending, error } = usePlacements(api, view.rounds, { enabled: false })
  const pollMs = Math.max(refreshMs, CHAMPIONS_REFRESH_MS)
  return (
    <Slide title={title}>
      {(box) => (
        <>
          {view.rounds.map((round) => (
            <PodiumPoller key={round.idx} round={round} refreshMs={pollMs} live={live} />
          ))}
          {placements.length === 0 && (pending || error) ? (
            <SlideWaiting error={error} />
          ) : (
            <ChampionsPage {...props} box={box} placements={placements} noneDecided={m.noneDecided} />
          )}
        </>
      )}
    </Slide>
  )
}

function PodiumPoller({
  round,
  refreshMs,
  live,
}: {
  round: ChampionsView['rounds'][number]
  refreshMs: number
  live: boolean
}) {
  useScreenQuery(podiumRoundQuery(useApi(), round), { refreshMs, live })
  return null
}

function ChampionsPage(
  props: Props & {
    box: { widthEm: number; heightEm: number }
    placements: ReturnType<typeof usePlacements>['placements']
    noneDecided: string
  },
) {
  const { meta, box, placements, page, noneDecided } = props
  const m = useMessages(podiumMessages)
  const decided = byNumber(meta.divisions).flatMap((division) => {
    const podium = divisionPodium(placements, division.idx, 3)
    return podium.some((placement) => placement.place === 1) ? [{ division, podium }] : []
  })
  const pages = championPages(decided, box)
  usePageCount(props, pages.length)
  const shown = pageWithin(pages, page)
  if (!shown) return <p className="screen-slide-note">{noneDecided}</p>
  return (
    <Fitted key={`${page}:${shown.cards.length}`} maxScale={2.4} minScale={0.7}>
      <ul
        className="screen-champions"
        style={{ gridTemplateColumns: `repeat(${shown.columns}, ${CHAMPION_CARD_EM.width}em)` }}
      >
        {shown.cards.map(({ division, podium }, index) => (
          <li key={division.idx} className="screen-champion" style={{ '--i': index } as CSSProperties}>
            <h3 className="screen-champion-division">{division.name}</h3>
            <Podium placements={podium} label={m.podiumOf(division.name)} className="screen-podium" />
          </li>
        ))}
      </ul>
    </Fitted>
  )
}
