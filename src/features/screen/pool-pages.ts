import { balancedPages } from './balanced-pages'

/**
 * Pool tables on a screen: as many side by side and one under the other as fit at a readable
 * size, the pages balanced (five pools make pages of three and two, not four and one). The
 * measures are those of ScreenStandings in em.
 */
export const POOL_WIDTH_EM = 30
export const POOL_GAP_EM = 1.5
const CAPTION_EM = 2.2
const HEAD_EM = 1.9
const ROW_EM = 1.9

export function poolHeightEm(teams: number): number {
  return CAPTION_EM + HEAD_EM + Math.max(1, teams) * ROW_EM
}

export interface Box {
  widthEm: number
  heightEm: number
}

export function poolPages<Pool extends { standings?: readonly unknown[] | undefined }>(
  pools: readonly Pool[],
  box: Box,
): Pool[][] {
  if (pools.length === 0) return []
  const tallest = Math.max(...pools.map((pool) => pool.standings?.length ?? 0))
  const columns = Math.max(1, Math.floor((box.widthEm + POOL_GAP_EM) / (POOL_WIDTH_EM + POOL_GAP_EM)))
  const rows = Math.max(1, Math.floor((box.heightEm + POOL_GAP_EM) / (poolHeightEm(tallest) + POOL_GAP_EM)))
  return balancedPages(pools, columns * rows)
}

/** Columns for a page of `count` tables: side by side first, as the width allows. */
export function poolColumns(count: number, box: Box): number {
  const fit = Math.max(1, Math.floor((box.widthEm + POOL_GAP_EM) / (POOL_WIDTH_EM + POOL_GAP_EM)))
  return Math.min(count, fit)
}
