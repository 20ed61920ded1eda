import { balancedPages } from './balanced-pages'
import type { Box } from './pool-pages'

/*
 * How the live view lays out its courts (per court, the game on now and the next one:
 * `courtsNow` of domain/order-of-play.ts) on a screen.
 */

/** Measures of a court's card in em (screen.css `.screen-live-*`): the least it needs. */
export const LIVE_CARD = { widthEm: 30, heightEm: 11, gapEm: 0.9 } as const

export interface LiveGrid {
  columns: number
  rows: number
}

/** The style of a grid of cards whose rows share the height. */
export function gridStyle(grid: LiveGrid): { gridTemplateColumns: string; gridTemplateRows: string } {
  return {
    gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))`,
    gridTemplateRows: `repeat(${grid.rows}, minmax(0, 1fr))`,
  }
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
  const fits = liveGrid(box)
  return balancedPages(courts, fits.columns * fits.rows).map((page) => {
    const columns = Math.min(fits.columns, page.length)
    return { courts: page, grid: { columns, rows: Math.ceil(page.length / columns) } }
  })
}
