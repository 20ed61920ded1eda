import { hashKey, type EnsureQueryDataOptions, type QueryClient, type QueryKey } from '@tanstack/react-query'

/**
 * A staff page's first requests, sent by its route (`beforeLoad`, in start-up's chunk) as soon as
 * the address matches, instead of by its loader, which is in the page's own chunk: the request and
 * the chunk then travel together rather than one after the other (decision 3700).
 *
 * `readEarly` starts what the cache does not hold yet; the loader's `ensureRead` then takes that
 * same request, whether it is still on its way or already answered, failed included: a page that
 * cannot be read costs one request, as before, not a second one from the loader.
 */
const started = new WeakMap<QueryClient, Map<string, Promise<unknown>>>()

function startedBy(client: QueryClient): Map<string, Promise<unknown>> {
  let map = started.get(client)
  if (!map) started.set(client, (map = new Map()))
  return map
}

/** For a route's `beforeLoad`: sends the read, unless the cache holds its data. */
export function readEarly<TQueryFnData, TData, TQueryKey extends QueryKey>(
  client: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, Error, TData, TQueryKey>,
): void {
  const key = hashKey(options.queryKey)
  if (client.getQueryData(options.queryKey) !== undefined) {
    startedBy(client).delete(key)
    return
  }
  const promise = client.ensureQueryData(options)
  // Seen by the loader; never an unhandled rejection when it is not (a navigation given up).
  promise.catch(() => {})
  startedBy(client).set(key, promise)
}

/** For a loader: the request `readEarly` sent for these options, else `ensureQueryData`. */
export function ensureRead<TQueryFnData, TData, TQueryKey extends QueryKey>(
  client: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, Error, TData, TQueryKey>,
): Promise<TData> {
  const key = hashKey(options.queryKey)
  const early = startedBy(client).get(key) as Promise<TData> | undefined
  startedBy(client).delete(key)
  return early ?? client.ensureQueryData(options)
}
