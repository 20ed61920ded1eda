import type { Round } from '../../api/schemas'
import { useMessages } from '../../i18n/locale'
import { marksOf, StandingsTable } from '../../components/standings'
import { embedMessages } from './messages'
import { RoundFrame } from './RoundFrame'
import { orDash } from '../../domain/missing'

const POOLS_ONLY = { pools: true, bracket: false }

/** `/embed/tournaments/…/rounds/…/pools/…`: one pool's table. */
export function EmbedPoolPage({
  poolIdx,
  ...ids
}: {
  tournamentIdx: string
  roundIdx: string
  poolIdx: string
}) {
  const m = useMessages(embedMessages)
  const poolOf = (round: Round) => round.pools?.find((each) => each.idx === poolIdx)
  return (
    <RoundFrame
      {...ids}
      parts={POOLS_ONLY}
      title={({ round }) => {
        const pool = poolOf(round)
        return orDash([round.name, pool?.name].filter(Boolean).join(' · '))
      }}
    >
      {({ round, tournament, outlooks }) => {
        const pool = poolOf(round)
        const marks = pool && marksOf(outlooks?.get(pool.idx))
        return pool ? (
          <StandingsTable
            pool={pool}
            standingColumns={tournament.standingColumns}
            sport={tournament.sport}
            anchorPrefix={`pool-${pool.number}`}
            rowLinks={false}
            marks={marks && marks.size > 0 ? marks : undefined}
          />
        ) : (
          <p role="alert" className="text-ink-muted">
            {m.poolNotFound}
          </p>
        )
      }}
    </RoundFrame>
  )
}
