/*
 * What every listed game shares, whichever side it is told from: the card (a round's games, the
 * order of play, a team's games) with a live game's border in the live colour, and the pulsing
 * dot that says something is live. In the app chunk (scripts/chunk-groups.ts): staff pages, team
 * pages and embeds all draw it.
 */

export const GAME_CARD = 'rounded-card border border-line bg-surface-raised p-3 data-[state=live]:border-live'

export function LiveDot({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`size-2 animate-pulse rounded-full bg-live ${className}`} />
}
