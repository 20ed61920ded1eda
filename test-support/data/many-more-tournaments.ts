import type { Dataset } from '../../server/src/data/dataset-schema'
import { LANDMARKS } from '../../server/src/data/landmarks'

/**
 * A demo dataset with `count` more tournaments in the many-tournaments organization (token `many`),
 * for what must hold over an organization of thousands (the tournament picker's search): past
 * tournaments without divisions, cheap to serve, started a minute apart just after its oldest, the
 * landmark "Gdańsk Lantern Cup", which stays the last of the list. None of their names has a
 * city's name in it.
 */
export function withManyMoreTournaments(dataset: Dataset, count: number): Dataset {
  const oldest = dataset.tournaments.find(
    (tournament) => tournament.idx === LANDMARKS.manyTournamentsOldest.tournamentIdx,
  )
  if (!oldest) throw new Error('the dataset has no many-tournaments organization')
  const start = Date.parse(oldest.startDate)
  const more = Array.from({ length: count }, (_, n) => {
    const startDate = new Date(start + (n + 1) * 60_000).toISOString()
    return {
      ...oldest,
      idx: `f0e00000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
      slug: `archive-cup-${n}`,
      name: `Archive Cup ${n + 1}`,
      status: 'COMPLETED' as const,
      startDate,
      endDate: startDate,
      divisions: [],
      sponsors: [],
    }
  })
  return { ...dataset, tournaments: [...dataset.tournaments, ...more] }
}
