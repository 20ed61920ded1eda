import { balancedPages } from './balanced-pages'
import type { Box } from './pool-pages'

/** A division's card on the Champions view, in em at its natural size (screen.css). */
export const CHAMPION_CARD_EM = { width: 26, height: 11.5, gap: 1.5 } as const

export interface ChampionPage<Card> {
  cards: Card[]
  columns: number
}

/**
 * The decided divisions' cards, as many a page as fit at their natural size, the pages balanced
 * (five cards where four fit make pages of three and two); a page has no more columns than
 * cards, so one or two cards are drawn larger (Fitted) instead of in a corner.
 */
export function championPages<Card>(cards: readonly Card[], box: Box): ChampionPage<Card>[] {
  const { width, height, gap } = CHAMPION_CARD_EM
  const columns = Math.max(1, Math.floor((box.widthEm + gap) / (width + gap)))
  const rows = Math.max(1, Math.floor((box.heightEm + gap) / (height + gap)))
  return balancedPages(cards, columns * rows).map((shown) => ({
    cards: shown,
    columns: Math.min(columns, shown.length),
  }))
}
