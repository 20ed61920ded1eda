import { useRouteContext } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import type { ApiClient } from '../api/client'
import type { RateBudgetSnapshot } from '../api/rate-budget'

/** The app's API client, for `useSuspenseQuery(roundQueries.detail(useApi(), idx, populate))`. */
export function useApi(): ApiClient {
  return useRouteContext({ from: '__root__', select: (context) => context.api })
}

/** The token's rate budget as the last response told it, re-rendering on change. */
export function useRateBudget(): RateBudgetSnapshot {
  const { budget } = useApi()
  return useSyncExternalStore(budget.subscribe, budget.getSnapshot, budget.getSnapshot)
}
