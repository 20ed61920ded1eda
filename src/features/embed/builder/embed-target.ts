import type { BuilderSearch, EmbedKind } from './builder-search'
import type { EmbedTarget } from './embed-snippet'

/** The embed the picks describe, or null while something it needs is not picked yet. */
export function embedTarget(
  kind: EmbedKind,
  picked: Pick<BuilderSearch, 'tournament' | 'division' | 'round' | 'pool' | 'draw' | 'team'>,
): EmbedTarget | null {
  const { tournament: tournamentIdx, division, round, pool, draw, team } = picked
  if (!tournamentIdx) return null
  switch (kind) {
    case 'tournament':
      return { kind, tournamentIdx }
    case 'division':
      return division ? { kind, tournamentIdx, divisionIdx: division } : null
    case 'round':
      return round ? { kind, tournamentIdx, roundIdx: round } : null
    case 'pool':
      return round && pool ? { kind, tournamentIdx, roundIdx: round, poolIdx: pool } : null
    case 'draw':
      return round && draw ? { kind, tournamentIdx, roundIdx: round, drawIdx: draw } : null
    case 'team':
      return division && team ? { kind, tournamentIdx, divisionIdx: division, teamIdx: team } : null
  }
}
