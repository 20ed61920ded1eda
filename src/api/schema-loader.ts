import type * as z from 'zod/mini'
import { ApiError, type OperationName } from './errors'
import type * as schemaModule from './schemas'

export type Schemas = typeof schemaModule

/**
 * The answers' zod schemas, built when the first request is sent rather than at start-up:
 * building them all was a third of the app's first evaluation, one long task on a phone before
 * anything could render (decision 0519). The module loads while the request is on its way; a
 * failed load is a network error, and the next request tries again.
 */
export function schemaLoader(load: () => Promise<Schemas>) {
  let loading: Promise<Schemas> | null = null
  return function schemaFor<T>(
    operation: OperationName,
    pick: (from: Schemas) => z.ZodMiniType<T>,
  ): Promise<z.ZodMiniType<T>> {
    loading ??= load().catch((error: unknown) => {
      loading = null
      throw error
    })
    const schema = loading.then(pick, (cause: unknown) => {
      throw new ApiError({ kind: 'network', operation, cause })
    })
    // Awaited once the answer is in: a failure meanwhile is not an unhandled rejection.
    schema.catch(() => undefined)
    return schema
  }
}

export const schemaFor = schemaLoader(() => import('./schemas'))
