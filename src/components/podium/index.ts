/** A division's podium as every surface draws it, and the words of its places. */
export { Podium } from './Podium'
export { podiumMessages, type PodiumMessages } from './messages'
export { placeLabel } from './place-label'
export { usePlacements, type Placements } from './use-placements'
