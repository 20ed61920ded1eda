import { z } from 'zod'
import { DEFAULT_PAGE_SIZE } from '../../api/queries'
import { SPORTS, TOURNAMENT_STATUSES } from '../../api/schemas'

/**
 * The tournament list's address: `?status=IN_PROGRESS&sport=PADEL&size=50&page=2`. A value a
 * person typed wrong falls back to its default (absent), so it never reaches the API as a 400.
 */
export const tournamentsSearchSchema = z.object({
  status: z.enum(TOURNAMENT_STATUSES).optional().catch(undefined),
  sport: z.enum(SPORTS).optional().catch(undefined),
  /** Tournaments per page, 1 to 100 as the API allows. */
  size: z.coerce.number().int().min(1).max(100).optional().catch(undefined),
  /** 1-based. */
  page: z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined),
})

export type TournamentsSearch = z.infer<typeof tournamentsSearchSchema>

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
