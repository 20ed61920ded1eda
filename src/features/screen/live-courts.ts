import type { CourtNames, GameCourt } from '../../domain/court'
import { nowStrip, type LiveNow, type OrderEntry } from '../../domain/order-of-play'
import type { Box } from './pool-pages'

/**
 * The live view: per court, the game on now and the next one today (domain/order-of-play.ts says
 * which), in the venue's court order. A court with neither is left out; a live game without a
 * court cannot be placed and is left out too (the courts view and the schedule page list it).
 */
export interface LiveCourt<E extends OrderEntry> {
  court: GameCourt
  now: LiveNow<E> | null
  next: E | null
}

export function liveCourts<E extends OrderEntry>(
  entries: readonly E[],
  options: { timeZone: string; now: number; courtNames?: CourtNames },
): LiveCourt<E>[] {
  const strip = nowStrip(entries, options)
  const courts = new Map<string, LiveCourt<E>>()
  for (const live of strip.live) {
    if (!live.court) continue
    const shown = courts.get(live.court.key)?.now
    // Two games live on one court: the earlier one's result is not in yet, the later one is on.
    if (shown && startOf(shown) >= startOf(live)) continue
    courts.set(live.court.key, { court: live.court, now: live, next: null })
  }
  for (const { court, entry } of strip.upNext) {
    const shown = courts.get(court.key)
    if (shown) shown.next = entry
    else courts.set(court.key, { court, now: null, next: entry })
  }
  return [...courts.values()].sort(
    (a, b) => a.court.order - b.court.order || a.court.key.localeCompare(b.court.key),
  )
}

function startOf(live: LiveNow<OrderEntry>): number {
  return Date.parse(live.entry.game.liveStartedAt ?? '') || 0
}

/** Measures of a court's card in em (screen.css `.screen-live-*`): the least it needs. */
export const LIVE_CARD = { widthEm: 30, heightEm: 11, gapEm: 0.9 } as const

export interface LiveGrid {
  columns: number
  rows: number
}

/** How many cards fit side by side and one under the other: at least one. */
export function liveGrid(box: Box): LiveGrid {
  const fit = (space: number, size: number) =>
    Math.max(1, Math.floor((space + LIVE_CARD.gapEm) / (size + LIVE_CARD.gapEm)))
  return { columns: fit(box.widthEm, LIVE_CARD.widthEm), rows: fit(box.heightEm, LIVE_CARD.heightEm) }
}

/**
 * The courts cut into pages of as many cards as fit, balanced (seven courts on pages of six
 * make pages of four and three), and the grid each page is drawn in: as few rows as hold its
 * cards, so the cards grow to fill the screen's height.
 */
export function livePages<T>(courts: readonly T[], box: Box): { courts: T[]; grid: LiveGrid }[] {
  if (courts.length === 0) return []
  const fits = liveGrid(box)
  const pageCount = Math.ceil(courts.length / (fits.columns * fits.rows))
  const perPage = Math.ceil(courts.length / pageCount)
  return Array.from({ length: pageCount }, (_, index) => {
    const page = courts.slice(index * perPage, (index + 1) * perPage)
    const columns = Math.min(fits.columns, page.length)
    return { courts: page, grid: { columns, rows: Math.ceil(page.length / columns) } }
  })
}
