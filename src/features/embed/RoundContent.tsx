import type { Round, Team, Tournament } from '../../api/schemas'
import type { RoundOutlooks } from '../../domain/round-pool-outlooks'
import { useMessages } from '../../i18n/locale'
import { Bracket } from '../../components/bracket'
import { PoolTables } from '../../components/standings'
import type { RoundParts } from './embed-data'
import { embedMessages } from './messages'
import { useEmbedOptions } from './use-embed-options'

export interface RoundContentProps {
  round: Round
  tournament: Pick<Tournament, 'timezone' | 'courtNames' | 'standingColumns' | 'sport'>
  parts: RoundParts
  /** The division's teams, for seeds in the bracket. */
  teams?: readonly Team[] | null
  /** The pools' outlooks, for the marks of teams through and out. */
  outlooks?: RoundOutlooks | null
  /** Heading level of the parts' headings (below the page's title). */
  headingLevel?: 2 | 3
}

/**
 * A round's pool tables and bracket, as far as the link shows them and the round has them. The
 * parts get their own headings only when both are there.
 */
export function RoundContent({
  round,
  tournament,
  parts,
  teams,
  outlooks,
  headingLevel = 2,
}: RoundContentProps) {
  const m = useMessages(embedMessages)
  const { bracket: view } = useEmbedOptions()
  const pools = parts.pools ? (round.pools ?? []) : []
  const hasBracket = parts.bracket && (round.draws?.length ?? 0) > 0
  const titled = pools.length > 0 && hasBracket
  const Heading = `h${headingLevel}` as const
  const below = headingLevel === 2 ? 3 : 4

  if (pools.length === 0 && !hasBracket) {
    return <p className="text-ink-muted">{parts.bracket && !parts.pools ? m.noBracket : m.noPools}</p>
  }
  return (
    <div className="space-y-5">
      {pools.length > 0 && (
        <section aria-label={titled ? undefined : m.pools}>
          {titled && <Heading className="mb-2 text-lg font-semibold">{m.pools}</Heading>}
          <PoolTables
            pools={pools}
            standingColumns={tournament.standingColumns}
            sport={tournament.sport}
            rowLinks={false}
            outlooks={outlooks}
            className="embed-pools"
          />
        </section>
      )}
      {hasBracket && (
        <section aria-label={titled ? undefined : m.bracket}>
          {titled && <Heading className="mb-2 text-lg font-semibold">{m.bracket}</Heading>}
          <Bracket
            round={round}
            timeZone={tournament.timezone}
            courtNames={tournament.courtNames}
            teams={teams}
            view={view}
            headingLevel={titled ? below : headingLevel}
          />
        </section>
      )}
    </div>
  )
}
