import { balancedPages } from './balanced-pages'
import type { LiveGrid } from './live-courts'
import type { Box } from './pool-pages'

/*
 * How a courts or live view lays out its page when nothing is on (NothingOnPage): the next day's
 * first game on each court as cards, beside the latest results as a list, both filling the height.
 */

/** Measures in em (screen.css `.screen-quiet-*`): the least a card and a result tile need. */
export const NEXT_CARD = { widthEm: 19, heightEm: 7, gapEm: 0.9 } as const
export const RESULT_TILE = { widthEm: 21, heightEm: 4.6, gapEm: 0.5 } as const
/** A section's heading, and the gap between the two sections. */
const HEAD_EM = 2.2
const SECTIONS_GAP_EM = 1.5
/** The next games' share of the width when both sections show. */
const NEXT_SHARE = 0.6

export interface NothingOnPage<N, R> {
  /** This page's next games, and the grid they are drawn in (its rows share the height). */
  next: N[]
  grid: LiveGrid
  /** The latest results that fit, the same on every page, and in how many columns. */
  results: R[]
  resultColumns: number
  /** The next games' share of the width: 0 without them, 1 without results. */
  nextShare: number
}

function fit(space: number, size: number, gap: number): number {
  return Math.max(1, Math.floor((space + gap) / (size + gap)))
}

/**
 * The pages: the next games cut into balanced pages of as many cards as fit, each page with as
 * many of the latest results as fit beside them. One page when there are no next games.
 */
export function nothingOnPages<N, R>(
  next: readonly N[],
  results: readonly R[],
  box: Box,
): NothingOnPage<N, R>[] {
  const nextShare = next.length === 0 ? 0 : results.length === 0 ? 1 : NEXT_SHARE
  const gap = nextShare > 0 && nextShare < 1 ? SECTIONS_GAP_EM : 0
  const height = box.heightEm - HEAD_EM
  const nextWidth = box.widthEm * nextShare - gap / 2
  const resultsWidth = box.widthEm * (1 - nextShare) - gap / 2
  const resultColumns = results.length === 0 ? 1 : fit(resultsWidth, RESULT_TILE.widthEm, RESULT_TILE.gapEm)
  const resultRows = fit(height, RESULT_TILE.heightEm, RESULT_TILE.gapEm)
  const shownResults = results.slice(0, resultColumns * resultRows)
  const columns = fit(nextWidth, NEXT_CARD.widthEm, NEXT_CARD.gapEm)
  const rows = fit(height, NEXT_CARD.heightEm, NEXT_CARD.gapEm)
  const pages = balancedPages(next, columns * rows)
  if (pages.length === 0) {
    return [{ next: [], grid: { columns: 1, rows: 1 }, results: shownResults, resultColumns, nextShare }]
  }
  return pages.map((page) => {
    const pageColumns = Math.min(columns, page.length)
    return {
      next: page,
      grid: { columns: pageColumns, rows: Math.ceil(page.length / pageColumns) },
      results: shownResults,
      resultColumns,
      nextShare,
    }
  })
}
