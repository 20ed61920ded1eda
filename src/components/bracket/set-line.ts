import { otherSide, type SetView, type Side } from '../../domain/score'

/**
 * One side's set scores as a game row writes them: one line of text, so a row costs one element
 * for its sets, not one per set (a 128-draw shows ~150 set scores in its first frame). Each score
 * is padded with figure spaces to the wider of the two sides' numbers, so in tabular digits the
 * two rows' sets stand in right-aligned columns; a match tie-break is written in brackets. A set
 * lost in a tie-break is followed by a mark (`TIE_BREAK`), which the row draws in small type.
 */
export const TIE_BREAK = Symbol('tie-break')
export type SetLinePiece = string | typeof TIE_BREAK

const FIGURE_SPACE = '\u2007'

export function setLine(sets: readonly SetView[], side: Side): SetLinePiece[] {
  const pieces: SetLinePiece[] = []
  let text = ''
  sets.forEach((set, index) => {
    const own = String(set[side])
    const other = String(set[otherSide(side)])
    const score = set.kind === 'matchTieBreak' ? `[${own}]` : own
    text += `${index > 0 ? ' ' : ''}${FIGURE_SPACE.repeat(Math.max(0, other.length - own.length))}${score}`
    if (set.kind === 'tieBreakSet' && set[side] < set[otherSide(side)]) {
      pieces.push(text, TIE_BREAK)
      text = ''
    }
  })
  if (text) pieces.push(text)
  return pieces
}

/**
 * The widest set line of a draw round's games: each set as wide as the widest score it has there,
 * for the column's sizer (see DrawColumn's ColumnSizer).
 */
export function widestSetLine(setsOfGames: Iterable<readonly SetView[]>): string {
  const widest: SetView[] = []
  for (const sets of setsOfGames) {
    sets.forEach((set, index) => {
      const high = Math.max(set.home, set.away)
      const known = widest[index]
      const kind =
        known?.kind === 'matchTieBreak' ? known.kind : set.kind === 'matchTieBreak' ? set.kind : 'set'
      widest[index] = { number: index + 1, home: Math.max(known?.home ?? 0, high), away: 0, kind }
    })
  }
  return setLine(widest, 'home').join('')
}
