import type { ReactNode } from 'react'
import type { SetView, Side } from '../../domain/score'
import { setLine, TIE_BREAK } from './set-line'

/**
 * A side's set scores as one line (`setLine`), each tie-break mark drawn as `mark` in small type
 * (`className`): how a bracket card and a venue screen's game write a score.
 */
export function setLineWithMarks(
  sets: readonly SetView[],
  side: Side,
  mark: string,
  className: string,
): ReactNode[] {
  return setLine(sets, side).map((piece, index) =>
    piece === TIE_BREAK ? (
      <sup key={index} className={className}>
        {mark}
      </sup>
    ) : (
      piece
    ),
  )
}
