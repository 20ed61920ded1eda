import { usePlacements } from '../../components/podium'
import type { Placement } from '../../domain/final-placements'
import { allDecided, divisionPodium, podiumRounds } from '../../domain/podium'
import { useApi } from '../../hooks/use-api'
import type { Division, Round } from '../../api/schemas'

export interface TournamentPodiums {
  /** A division's decided places (none while its final has no result). */
  of: (divisionIdx: string) => Placement[]
  /** Every division that a bracket or a round robin decides has its champion. */
  allDecided: boolean
}

/**
 * The podiums of the tournament page: each division's last round, read once (the Champions
 * section and the division list share the requests). Staff see hidden divisions too.
 */
export function useTournamentPodiums(
  divisions: readonly (Division & { rounds: Round[] })[],
): TournamentPodiums {
  const deciding = podiumRounds(divisions, { publicOnly: false })
  const { placements } = usePlacements(
    useApi(),
    deciding.map(({ round }) => round),
  )
  return {
    of: (divisionIdx) => divisionPodium(placements, divisionIdx),
    allDecided: allDecided(
      placements,
      deciding.map(({ division }) => division.idx),
    ),
  }
}
