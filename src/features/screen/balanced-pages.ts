/**
 * Items cut into as few pages as hold them at `capacity` a page, the pages balanced: seven courts
 * where six fit make pages of four and three, not six and one, so no page of a screen is left
 * mostly empty.
 */
export function balancedPages<T>(items: readonly T[], capacity: number): T[][] {
  if (items.length === 0) return []
  const pageCount = Math.ceil(items.length / Math.max(1, capacity))
  const perPage = Math.ceil(items.length / pageCount)
  return Array.from({ length: pageCount }, (_, page) => items.slice(page * perPage, (page + 1) * perPage))
}
