/**
 * The round's pieces other views reuse (venue screens, embeds): the game list and its rows, the
 * game state badge, the words for a slot not known yet, draw stages, the schedule helpers, and the
 * round page's request.
 */
export { GameList, type GameListProps } from './GameList'
export { GameRow, type GameRowProps } from './GameRow'
export { GameStatusBadge } from './GameStatusBadge'
export { LiveRound } from './LiveRound'
export { roundMessages } from './messages'
export { ROUND_POPULATE, roundQuery } from './queries'
export { roundMayChange, tournamentHoldsRound } from './round-context'
export { courtName, gamesByDay, type GameDay } from './schedule'
export { slotLabel } from './slot-label'
export { drawStages } from './stages'
