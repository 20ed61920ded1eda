import { useLocale, useMessages } from '../../i18n/locale'
import { StandingsTable } from '../standings'
import { contextLine } from './context-line'
import { EmbedFooter } from './EmbedFooter'
import { EmbedHeader } from './EmbedHeader'
import { KeepLive } from './KeepLive'
import { embedMessages } from './messages'
import { useEmbedOptions } from './use-embed-options'
import { useEmbedRound } from './use-embed-round'

const POOLS_ONLY = { pools: true, bracket: false }

/** `/embed/tournaments/…/rounds/…/pools/…`: one pool's table. */
export function EmbedPoolPage(ids: { tournamentIdx: string; roundIdx: string; poolIdx: string }) {
  const m = useMessages(embedMessages)
  const options = useEmbedOptions()
  const locale = useLocale()
  const { tournament, round, updatedAt, stale, liveQuery } = useEmbedRound(
    ids.tournamentIdx,
    ids.roundIdx,
    POOLS_ONLY,
  )
  const pool = round.pools?.find((each) => each.idx === ids.poolIdx)
  return (
    <>
      <EmbedHeader
        shown={options.show.includes('title')}
        title={pool ? `${round.name} · ${pool.name}` : round.name}
        context={contextLine([round.division?.name, tournament.name], tournament, locale)}
      />
      {liveQuery && <KeepLive query={liveQuery} />}
      {pool ? (
        <StandingsTable
          pool={pool}
          standingColumns={tournament.standingColumns}
          sport={tournament.sport}
          anchorPrefix={`pool-${pool.number}`}
        />
      ) : (
        <p role="alert" className="text-ink-muted">
          {m.poolNotFound}
        </p>
      )}
      <EmbedFooter
        subject={{ kind: 'round', tournamentIdx: ids.tournamentIdx, roundIdx: ids.roundIdx }}
        publicUrl={tournament.publicUrl}
        updatedAt={updatedAt}
        stale={stale}
      />
    </>
  )
}
