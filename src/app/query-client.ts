import { QueryClient } from '@tanstack/react-query'

/** The app's single QueryClient. Tests build their own, fresh per test, with the same defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
      },
    },
  })
}
