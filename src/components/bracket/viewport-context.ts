import { createContext } from 'react'

/**
 * The part of the draw the viewport shows first, in em from the top of the draw (unscaled): the
 * tree draws the games there in the first paint and the rest right after. Null outside a
 * viewport (print, a venue screen page): everything is drawn at once.
 */
export interface VisibleBand {
  top: number
  bottom: number
}

export const VisibleBandContext = createContext<VisibleBand | null>(null)
