import { Link } from '@tanstack/react-router'
import type { PoolProspect } from '../../domain/pool-prospect'
import type { TeamPoolRow } from '../../domain/team-games'
import { useMessages } from '../../i18n/locale'
import { Section } from '../../components/page'
import { teamMessages } from '../../components/team/messages'
import { orDash } from '../../domain/missing'
import { PoolMark } from '../../components/standings/PoolMark'
import { standingsMessages } from '../../components/standings/messages'

/**
 * The team's row of each pool it is in (rank, points, won and lost), each linking to the full
 * table on the round page (at the team's row), and each draw it is in, linking to the bracket
 * with its path highlighted.
 */
export function TeamPools({
  pools,
  prospects,
  draws,
  tournamentIdx,
  teamIdx,
}: {
  pools: readonly TeamPoolRow[]
  /** Where the team stands in each pool, by pool idx (domain/pool-prospect.ts). */
  prospects: ReadonlyMap<string, PoolProspect>
  draws: readonly { roundIdx: string; roundName: string; drawIdx: string }[]
  tournamentIdx: string
  teamIdx: string
  sport?: string
}) {
  const m = useMessages(teamMessages)
  return (
    <>
      {pools.length > 0 && (
        <Section title={m.pools}>
          <ul className="space-y-2">
            {pools.map(({ round, pool, standing }) => {
              const stats = standing?.teamStats
              return (
                <li key={pool.idx} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <span className="min-w-0">
                    <span className="font-medium">
                      {orDash([round.name, pool.name].filter(Boolean).join(' · '))}
                    </span>
                    <span className="text-ink-muted">
                      {' — '}
                      {standing
                        ? [
                            m.poolRow(standing.rank),
                            stats ? m.points(stats.points) : null,
                            stats ? m.record(stats.wins, stats.losses) : null,
                          ]
                            .filter(Boolean)
                            .join(' · ')
                        : m.noStanding}
                    </span>
                    <ProspectLine prospect={prospects.get(pool.idx)} />
                  </span>
                  <Link
                    to="/rounds/$roundIdx"
                    params={{ roundIdx: round.idx }}
                    search={{ tournament: tournamentIdx }}
                    hash={`pool-${pool.number}-${teamIdx}`}
                    className="text-sm text-accent underline"
                  >
                    {m.fullTable}
                    <span className="sr-only">: {orDash(pool.name)}</span>
                  </Link>
                </li>
              )
            })}
          </ul>
        </Section>
      )}
      {draws.length > 0 && (
        <Section title={m.draw}>
          <ul className="space-y-2">
            {draws.map((draw) => (
              <li key={`${draw.roundIdx}-${draw.drawIdx}`}>
                <Link
                  to="/rounds/$roundIdx"
                  params={{ roundIdx: draw.roundIdx }}
                  search={{ tournament: tournamentIdx, draw: draw.drawIdx, team: teamIdx }}
                  className="text-accent underline"
                >
                  {m.openPath(draw.roundName)}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  )
}

/**
 * Where the team stands in a pool, in one sentence: through, out, or what its next game decides.
 * Nothing where the pool has no outlook (its standings do not add up, or no game is left to read).
 */
function ProspectLine({ prospect }: { prospect: PoolProspect | undefined }) {
  const m = useMessages(teamMessages)
  const legend = useMessages(standingsMessages).marksLegend
  if (!prospect) return null
  if (prospect.status !== 'open') {
    return (
      <span className="mt-0.5 flex items-center gap-1.5 font-medium">
        <PoolMark mark={prospect.status} />
        {legend[prospect.status]}
      </span>
    )
  }
  const text = prospect.next
    ? m.prospectNext(prospect.next.opponent.name, prospect.next)
    : prospect.tiebreaks
      ? m.prospect.tiebreaks
      : m.prospect.otherGames
  return <span className="mt-0.5 block">{text}</span>
}
