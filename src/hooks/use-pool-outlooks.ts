import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { nextRoundDrawsQuery } from '../api/next-round-draws'
import { nextRound } from '../domain/pool-qualifying'
import { roundPoolOutlooks, type RoundOutlooks } from '../domain/round-pool-outlooks'
import { useApi } from './use-api'

type OutlookRound = Parameters<typeof roundPoolOutlooks>[0]

/**
 * The outlooks of a round's pools (through, out or open), for the marks of its pool tables. How
 * many go through is read from the round after it in the division (`divisionRounds`: the
 * division's rounds as the tournament lists them), whose draws are read once unless a page has
 * read them already (api/next-round-draws.ts). Null until they are in, or when the round has no
 * pools; a pool with no outlook has null.
 */
export function usePoolOutlooks(
  round: OutlookRound | null | undefined,
  divisionRounds: readonly { idx: string; number: number }[] | null | undefined,
): RoundOutlooks | null {
  const api = useApi()
  const queryClient = useQueryClient()
  const hasPools = (round?.pools?.length ?? 0) > 0
  const next = round && divisionRounds ? nextRound(divisionRounds, round) : undefined
  const draws = useQuery({
    ...nextRoundDrawsQuery(api, queryClient, next?.idx ?? ''),
    enabled: hasPools && next !== undefined,
  })
  const nextDraws = next ? draws.data : null
  return useMemo(() => {
    if (!round || !hasPools || nextDraws === undefined) return null
    return roundPoolOutlooks(round, nextDraws ? [round, nextDraws] : [round])
  }, [round, hasPools, nextDraws])
}
