import { useLocale } from '../../i18n/locale'
import { contextLine } from './context-line'
import { roundParts } from './embed-data'
import { EmbedFooter } from './EmbedFooter'
import { EmbedHeader } from './EmbedHeader'
import { KeepLive } from './KeepLive'
import { RoundContent } from './RoundContent'
import { useEmbedOptions } from './use-embed-options'
import { useEmbedRound } from './use-embed-round'

/** `/embed/tournaments/…/rounds/…`: a round's pool tables and bracket. */
export function EmbedRoundPage({ tournamentIdx, roundIdx }: { tournamentIdx: string; roundIdx: string }) {
  const options = useEmbedOptions()
  const locale = useLocale()
  const parts = roundParts(options.show)
  const { tournament, round, teams, updatedAt, stale, liveQuery } = useEmbedRound(
    tournamentIdx,
    roundIdx,
    parts,
  )
  return (
    <>
      <EmbedHeader
        shown={options.show.includes('title')}
        title={round.name}
        context={contextLine([round.division?.name, tournament.name], tournament, locale)}
      />
      {liveQuery && <KeepLive query={liveQuery} />}
      <RoundContent round={round} tournament={tournament} parts={parts} teams={teams} />
      <EmbedFooter
        subject={{ kind: 'round', tournamentIdx, roundIdx }}
        publicUrl={tournament.publicUrl}
        updatedAt={updatedAt}
        stale={stale}
      />
    </>
  )
}
