import type { PlayedSet } from './score.ts'

export interface TennisResult {
  /** Sets from the winner's side: games won by the winner first. */
  sets: PlayedSet[]
  retirement: boolean
  walkover: boolean
}

/**
 * Reads a score as Tennis Abstract writes it, from the winner's side: `7-6(4) 6-7(6) 6-3`, a
 * match tie-break `[10-6]` or `(10-6)` as its own set, `RET` after a retirement, `W/O` for a walkover.
 * Tie-break points are not kept: the API's sets carry games and `isTieBreak`.
 */
export function parseTennisScore(score: string): TennisResult {
  const tokens = score.trim().split(/\s+/).filter(Boolean)
  const walkover = tokens.includes('W/O')
  const retirement = tokens.includes('RET')
  const sets: PlayedSet[] = []
  for (const token of tokens) {
    const matchTieBreak = /^[[(](\d+)-(\d+)[\])]$/.exec(token)
    if (matchTieBreak) {
      sets.push({ home: Number(matchTieBreak[1]), away: Number(matchTieBreak[2]), isTieBreak: true })
      continue
    }
    const set = /^(\d+)-(\d+)(?:\((\d+)\))?$/.exec(token)
    if (!set) continue
    const home = Number(set[1])
    const away = Number(set[2])
    const isTieBreak = set[3] !== undefined || (Math.max(home, away) === 7 && Math.min(home, away) === 6)
    sets.push({ home, away, isTieBreak })
  }
  return { sets, retirement, walkover }
}

/** The same sets seen from the loser's side. */
export function flipSets(sets: readonly PlayedSet[]): PlayedSet[] {
  return sets.map((set) => ({ home: set.away, away: set.home, isTieBreak: set.isTieBreak }))
}
