import { useBracketText } from './bracket-context'
import { DrawTree } from './DrawTree'
import { treeHeight } from './layout/geometry'
import { drawPages } from './layout/pages'
import type { DrawLayout } from './layout/tree-layout'
import type { TeamMarks } from './team-marks'

/** Slots on one A4 landscape page: a 32-draw (16 first-round games) fits whole. */
export const PRINT_SLOTS = 16

/** A4 landscape less 8 mm margins is 194 mm tall: 550 pt. */
const PAGE_HEIGHT_PT = 550

/** The largest type (up to 11 pt) at which the page's draw rounds fit the page's height. */
export function printFontSize(page: DrawLayout): number {
  const ems = treeHeight(page.height) + 3.5
  return Math.min(11, Math.floor((PAGE_HEIGHT_PT / ems) * 10) / 10)
}

/**
 * The draw as printed: whole on one A4 landscape page up to 32 entries, larger ones split into
 * sections (quarters of a 128-draw), then the last rounds; every page repeats the round labels.
 */
export function PrintPages({ layout, marks, name }: { layout: DrawLayout; marks: TeamMarks; name: string }) {
  const { messages } = useBracketText()
  const pages = drawPages(layout, PRINT_SLOTS)
  return (
    <div className="bk-print">
      {pages.map((page, index) => (
        <section
          key={index}
          className="bk-print-page"
          aria-label={messages.pageOf(index + 1, pages.length)}
          style={{ fontSize: `${printFontSize(page)}pt` }}
        >
          <h2 className="bk-print-title">
            {name}
            {pages.length > 1 && <span> · {messages.pageOf(index + 1, pages.length)}</span>}
          </h2>
          <DrawTree layout={page} marks={marks} label={name} />
        </section>
      ))}
    </div>
  )
}
