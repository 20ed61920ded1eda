/**
 * Divisions, rounds, pools and sets carry a `number`: the order organizers gave them, which every
 * list shows. A sorted copy; the API's order is not relied on.
 */
export function byNumber<T extends { number: number }>(items: readonly T[] | null | undefined): T[] {
  return [...(items ?? [])].sort((a, b) => a.number - b.number)
}
