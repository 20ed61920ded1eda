/** The bracket feature's public face: what pages, venue screens and embeds use. */
export { Bracket, type BracketProps } from './Bracket'
export { DrawTree, type DrawTreeProps } from './DrawTree'
export { BracketTextContext } from './bracket-context'
export { gameText, useGameText, useRoundGameText, type GameTextSource } from './bracket-text'
export {
  courtName,
  courtText,
  drawEntries,
  drawName,
  scheduleFormatter,
  slotText,
  type BracketText,
} from './game-text'
export { GEOMETRY } from './layout/geometry'
export { drawPages } from './layout/pages'
export { drawRoundsInOrder, drawsInOrder } from '../../domain/draw-order'
export { teamPath } from './layout/team-path'
export { layoutDraw, layoutGraph, type DrawLayout, type PlacedGame } from './layout/tree-layout'
export { bracketMessages, type BracketMessages } from './messages'
export { setLineWithMarks } from './set-line-marks'
export { teamMarks, type TeamMarks } from './team-marks'
export { usePrintMode } from './use-print-mode'
