import { Link } from '@tanstack/react-router'
import type { Division, Round } from '../../api/schemas'
import { ColourChip, Section } from '../../components/page'
import { Podium, podiumMessages } from '../../components/podium'
import { byNumber } from '../../domain/order'
import { useMessages } from '../../i18n/locale'
import { useTournamentPodiums } from './use-tournament-podiums'

/**
 * "Champions", at the top of the tournament page once every division is decided: each division's
 * champion and runner-up. Until then a decided division says it in its own row (DivisionList).
 */
export function ChampionsSection({
  tournamentIdx,
  divisions,
}: {
  tournamentIdx: string
  divisions: readonly (Division & { rounds: Round[] })[]
}) {
  const m = useMessages(podiumMessages)
  const podiums = useTournamentPodiums(divisions)
  if (!podiums.allDecided) return null
  return (
    <Section title={m.champions} className="mt-6">
      <ul className="grid gap-x-8 gap-y-4 md:grid-cols-2">
        {byNumber(divisions).map((division) => {
          const top = podiums.of(division.idx).filter((placement) => placement.place <= 2)
          if (top.length === 0) return null
          return (
            <li key={division.idx}>
              <h3 className="mb-1 flex items-center gap-2 font-semibold">
                <ColourChip colour={division.color} className="size-3.5" />
                <Link
                  dir="auto"
                  to="/tournaments/$tournamentIdx/divisions/$divisionIdx"
                  params={{ tournamentIdx, divisionIdx: division.idx }}
                  className="min-w-0 break-words text-accent underline-offset-2 hover:underline"
                >
                  {division.name}
                </Link>
              </h3>
              <Podium placements={top} label={m.podiumOf(division.name)} />
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
