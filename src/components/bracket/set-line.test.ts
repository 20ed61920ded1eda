import { describe, expect, it } from 'vitest'
import type { SetView } from '../../domain/score'
import { setLine, TIE_BREAK, widestSetLine } from './set-line'

const set = (number: number, home: number, away: number, kind: SetView['kind'] = 'set'): SetView => ({
  number,
  home,
  away,
  kind,
})
const FIGURE = '\u2007'

describe('setLine', () => {
  it("writes a side's sets as one line", () => {
    const sets = [set(1, 6, 4), set(2, 3, 6), set(3, 7, 5)]
    expect(setLine(sets, 'home')).toEqual(['6 3 7'])
    expect(setLine(sets, 'away')).toEqual(['4 6 5'])
  })

  it('pads a score to the other side’s digits, so both rows keep the same columns', () => {
    const sets = [set(1, 11, 9), set(2, 4, 11), set(3, 10, 12)]
    expect(setLine(sets, 'home')).toEqual([`11 ${FIGURE}4 10`])
    expect(setLine(sets, 'away')).toEqual([`${FIGURE}9 11 12`])
  })

  it('writes a match tie-break in brackets, padded before them', () => {
    const sets = [set(1, 6, 3), set(2, 4, 6), set(3, 10, 8, 'matchTieBreak')]
    expect(setLine(sets, 'home')).toEqual(['6 4 [10]'])
    expect(setLine(sets, 'away')).toEqual([`3 6 ${FIGURE}[8]`])
  })

  it('marks the side that lost a tie-break set, after that set', () => {
    const sets = [set(1, 7, 6, 'tieBreakSet'), set(2, 6, 3), set(3, 7, 5)]
    expect(setLine(sets, 'home')).toEqual(['7 6 7'])
    expect(setLine(sets, 'away')).toEqual(['6', TIE_BREAK, ' 3 5'])
    expect(setLine([set(1, 6, 7, 'tieBreakSet')], 'home')).toEqual(['6', TIE_BREAK])
  })

  it('writes nothing for a game without sets', () => {
    expect(setLine([], 'home')).toEqual([])
  })
})

describe('widestSetLine', () => {
  it("takes each set's widest score among the games, and a match tie-break's brackets", () => {
    const line = widestSetLine([
      [set(1, 6, 4), set(2, 6, 2)],
      [set(1, 7, 6, 'tieBreakSet'), set(2, 3, 11), set(3, 10, 7, 'matchTieBreak')],
      [],
    ])
    expect(line).toBe('7 11 [10]')
  })
})
