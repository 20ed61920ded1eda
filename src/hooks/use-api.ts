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

/**
 * When the oldest answer on show dates from, if the page shows answers kept on the device because
 * the API could not be reached (a start without network); null otherwise.
 */
export function useStoredAnswersShown(): number | null {
  const { storedAnswersShown } = useApi()
  return useSyncExternalStore(
    storedAnswersShown.subscribe,
    storedAnswersShown.getSnapshot,
    storedAnswersShown.getSnapshot,
  )
}
