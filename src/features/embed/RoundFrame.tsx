import type { ReactNode } from 'react'
import { useFormatLocale } from '../../i18n/format-locale'
import { contextLine } from './context-line'
import type { RoundParts } from './embed-data'
import { EmbedFooter } from './EmbedFooter'
import { EmbedHeader } from './EmbedHeader'
import { KeepLive } from './KeepLive'
import { useEmbedOptions } from './use-embed-options'
import { useEmbedRound, type EmbedRound } from './use-embed-round'

export interface RoundFrameProps {
  tournamentIdx: string
  roundIdx: string
  parts: RoundParts
  /** The page's heading, from the round (with the pool's or the draw's name, say). */
  title: (data: EmbedRound) => string
  children: (data: EmbedRound) => ReactNode
}

/**
 * What the round, pool and draw embeds share: the round's data kept live while the tournament
 * may change, the heading and what the round belongs to, the content, and the footer.
 */
export function RoundFrame({ tournamentIdx, roundIdx, parts, title, children }: RoundFrameProps) {
  const options = useEmbedOptions()
  const locale = useFormatLocale()
  const data = useEmbedRound(tournamentIdx, roundIdx, parts)
  const { tournament, round } = data
  return (
    <>
      <EmbedHeader
        shown={options.show.includes('title')}
        title={title(data)}
        context={contextLine([round.division?.name, tournament.name], tournament, locale)}
      />
      {data.liveQuery && <KeepLive query={data.liveQuery} />}
      {children(data)}
      <EmbedFooter
        subject={{ kind: 'round', tournamentIdx, roundIdx }}
        publicUrl={tournament.publicUrl}
        updatedAt={data.updatedAt}
        stale={data.stale}
      />
    </>
  )
}
