import type { Division, Round } from '../../../api/schemas'
import { useApi } from '../../../hooks/use-api'
import { useMessages } from '../../../i18n/locale'
import { Section } from '../../../components/page'
import { Podium, podiumMessages, usePlacements } from '../../../components/podium'
import { divisionPodium, podiumRounds } from '../../../domain/podium'

/**
 * The division's podium: champion, runner-up, third (joint third without a play-off) and the
 * places its placement draws decide. Says it is not decided yet while the final has no result;
 * nothing at all for a division no bracket or round robin decides, or while its round loads.
 */
export function DivisionPodium({ division }: { division: Division & { rounds: Round[] } }) {
  const m = useMessages(podiumMessages)
  const rounds = podiumRounds([division], { publicOnly: false }).map(({ round }) => round)
  const { placements, pending, error } = usePlacements(useApi(), rounds)
  if (rounds.length === 0 || pending) return null
  const podium = divisionPodium(placements, division.idx)
  return (
    <Section title={m.podium}>
      {podium.length > 0 ? (
        <Podium placements={podium} label={m.podiumOf(division.name)} className="text-lg" />
      ) : (
        <p className="text-ink-muted">{error ? m.unavailable : m.notDecided}</p>
      )}
    </Section>
  )
}
