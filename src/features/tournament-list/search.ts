import * as z from 'zod/mini'
import { lazySchema } from '../../lib/lazy-schema'
import { DEFAULT_PAGE_SIZE } from '../../api/queries'
import { SPORTS, TOURNAMENT_STATUSES } from '../../api/schemas/enums'

/**
 * The tournament list's address: `?status=IN_PROGRESS&sport=PADEL&size=50&page=2`. A value a
 * person typed wrong falls back to its default (absent), so it never reaches the API as a 400.
 */
export const tournamentsSearchSchema = lazySchema(() =>
  z.object({
    status: z.catch(z.optional(z.enum(TOURNAMENT_STATUSES)), undefined),
    sport: z.catch(z.optional(z.enum(SPORTS)), undefined),
    /** Tournaments per page, 1 to 100 as the API allows. */
    size: z.catch(z.optional(z.coerce.number().check(z.multipleOf(1), z.gte(1), z.lte(100))), undefined),
    /** 1-based. */
    page: z.catch(
      z.optional(z.coerce.number().check(z.multipleOf(1), z.gte(1), z.lte(1_000_000))),
      undefined,
    ),
  }),
)

export type TournamentsSearch = z.infer<typeof tournamentsSearchSchema.schema>

export const PAGE_SIZES = [10, 25, 50, 100] as const

/** The API's window for a page: `limit` and `offset`. */
export function pageWindow(search: Pick<TournamentsSearch, 'size' | 'page'>): {
  limit: number
  offset: number
} {
  const limit = search.size ?? DEFAULT_PAGE_SIZE
  return { limit, offset: ((search.page ?? 1) - 1) * limit }
}

/** Pages the matching tournaments fill; at least one, so "page 1 of 1" reads right when none match. */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)))
}
