import type { Box } from './pool-pages'

/*
 * How large an announcement is drawn (AnnouncementSlide): the largest title that, with its line of
 * text under it at half its size, fits the screen's main area, so a short notice fills a TV and a
 * long one still fits. Line counts are estimated from average character widths, with a margin.
 */

/** Average character widths in em of the font size (bold title, regular text) and line heights. */
const TITLE_CHAR = 0.62
const TEXT_CHAR = 0.55
const TITLE_LINE = 1.15
const TEXT_LINE = 1.3
/** The text's size against the title's, and the gap between them in title ems. */
export const TEXT_RATIO = 0.5
const GAP = 0.6
/** The share of the box the words may take: wrapping at word ends wastes some of each line. */
const FILL = 0.8
const LARGEST_EM = 8
const SMALLEST_EM = 1.2

function lines(length: number, charsPerLine: number): number {
  return Math.max(1, Math.ceil(length / Math.max(1, Math.floor(charsPerLine))))
}

/** The title's font size in em of the screen's text; the text's is `TEXT_RATIO` of it. */
export function announcementTitleEm(title: string, text: string, box: Box): number {
  const width = box.widthEm * FILL
  const height = box.heightEm * FILL
  for (let size = LARGEST_EM; size > SMALLEST_EM; size -= 0.1) {
    const textSize = size * TEXT_RATIO
    const titleHeight = lines(title.length, width / (size * TITLE_CHAR)) * size * TITLE_LINE
    const textHeight = text
      ? GAP * size + lines(text.length, width / (textSize * TEXT_CHAR)) * textSize * TEXT_LINE
      : 0
    if (titleHeight + textHeight <= height) return Math.round(size * 10) / 10
  }
  return SMALLEST_EM
}
