import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useApi } from '../../hooks/use-api'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { LeftOutNote } from '../../components/page'
import { contextLine } from './context-line'
import { embedShowsRound, embedTournamentQuery, type RoundParts } from './embed-data'
import { EmbedFooter } from './EmbedFooter'
import { EmbedHeader } from './EmbedHeader'
import { EmbedUnavailable } from './EmbedMessage'
import { KeepLive } from './KeepLive'
import { embedMessages } from './messages'
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
 * may change, the heading and what the round belongs to, the content, and the footer. A round
 * the organizer has not published (a draft's, a hidden one) is not shown, whatever the link says.
 */
export function RoundFrame(props: RoundFrameProps) {
  const m = useMessages(embedMessages)
  const { data: tournament } = useSuspenseQuery(embedTournamentQuery(useApi(), props.tournamentIdx))
  if (!embedShowsRound(tournament, { idx: props.roundIdx })) return <EmbedUnavailable text={m.notPublished} />
  return <PublishedRound {...props} />
}

function PublishedRound({ tournamentIdx, roundIdx, parts, title, children }: RoundFrameProps) {
  const m = useMessages(embedMessages)
  const options = useEmbedOptions()
  const locale = useFormatLocale()
  const data = useEmbedRound(tournamentIdx, roundIdx, parts)
  const { tournament, round } = data
  // Hidden while a visitor watches (a team league's round is in no division: only it can tell).
  if (round.isVisible === false) return <EmbedUnavailable text={m.notPublished} />
  return (
    <>
      <EmbedHeader
        shown={options.show.includes('title')}
        title={title(data)}
        context={contextLine([round.division?.name, tournament.name], tournament, locale)}
      />
      {data.liveQuery && <KeepLive query={data.liveQuery} />}
      {children(data)}
      <LeftOutNote answers={[round, data.teams]} />
      <EmbedFooter
        subject={{ kind: 'round', tournamentIdx, roundIdx }}
        publicUrl={tournament.publicUrl}
        updatedAt={data.updatedAt}
        stale={data.stale}
      />
    </>
  )
}
