import type { QueryObserverResult } from '@tanstack/react-query'

/** What the order of play reads of one query's state. */
export interface Answer<T> {
  data: T | undefined
  pending: boolean
  /** Set when the query failed and has nothing to show: the page offers to try again. */
  failure: { error: unknown; retry: () => unknown } | null
}

/**
 * `useQueries`' `combine` for the order of play. `useQueries` returns new result objects when an
 * observer subscribes or a refetch brings back the same answer; a combined result is shared
 * structurally instead, so the page gets the very same array back and does not derive and render
 * the whole day again. Module-level, so that TanStack Query does not run it again every render.
 */
export function combineAnswers<T>(results: readonly QueryObserverResult<T>[]): Answer<T>[] {
  return results.map((result) => ({
    data: result.data,
    pending: result.isPending,
    // `refetch` is bound once per observer: a stable reference, as structural sharing needs.
    failure:
      result.isError && result.data === undefined ? { error: result.error, retry: result.refetch } : null,
  }))
}

/** `combine` keeping only each query's data. */
export function combineData<T>(results: readonly QueryObserverResult<T>[]): (T | undefined)[] {
  return results.map((result) => result.data)
}
