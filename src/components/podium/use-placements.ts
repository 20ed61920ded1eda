import { useQueries } from '@tanstack/react-query'
import type { ApiClient } from '../../api/client'
import type { Round } from '../../api/schemas'
import { podiumRoundQuery } from '../../api/views/podium'
import { finalPlacements, type Placement } from '../../domain/final-placements'

export interface Placements {
  /** The decided places of every division whose round has come. */
  placements: Placement[]
  /** Some round has not come yet. */
  pending: boolean
  /** Why a round could not be read, when one could not and has nothing to show. */
  error: Error | null
}

/**
 * The decided places of the divisions whose last rounds are given (domain/podium.ts, podiumRounds),
 * from one request per round (api/views/podium.ts). `enabled: false` only reads the cache, for a
 * surface that keeps the rounds polled itself (the venue screen).
 */
export function usePlacements(
  api: ApiClient,
  rounds: readonly Pick<Round, 'idx' | 'type'>[],
  { enabled = true }: { enabled?: boolean } = {},
): Placements {
  const answers = useQueries({
    queries: rounds.map((round) => ({ ...podiumRoundQuery(api, round), enabled })),
  })
  const loaded = answers.flatMap((answer) => (answer.data ? [answer.data] : []))
  return {
    placements: finalPlacements(loaded),
    pending: answers.some((answer) => answer.data === undefined && !answer.isError),
    error: answers.find((answer) => answer.data === undefined && answer.error)?.error ?? null,
  }
}
