/**
 * The round's pieces other views reuse (venue screens, embeds, the order of play): the game list
 * and its rows, the game state badge, draw stages, the round page's request,
 * and the hook that draws a long list's rows near the view only.
 */
export { GameList, type GameListProps } from './GameList'
export { GameRow, type GameRowProps } from './GameRow'
export { GAME_CARD, LiveDot } from './game-frame'
export { GameStatusBadge } from './GameStatusBadge'
export { LiveRound } from './LiveRound'
export { roundMessages } from './messages'
export { roundMayChange, tournamentHoldsRound } from './round-context'
export { drawStages } from './stages'
export { useRowsNearView } from './use-rows-near-view'
export { CourtLate, EstimatedStart } from './EstimatedStart'
