import { describe, expect, it } from 'vitest'
import { standingsMessages } from './messages'
import { statFormatter, statWords } from './stat-text'

describe('statistics in a pool table', () => {
  it('writes differences with their sign, other numbers plain, and a dash when unknown', () => {
    const text = statFormatter('en')
    expect(text('setsPointsDifference', 2)).toBe('+2')
    expect(text('pointsDifference', -3)).toBe('-3')
    expect(text('pointsDifference', 0)).toBe('0')
    expect(text('pointsFor', 1250)).toBe('1,250')
    expect(text('wins', null)).toBe('–')
    expect(text(null, 4)).toBe('4')
  })

  it('writes each locale’s numbers, whichever locale came first', () => {
    expect(statFormatter('en')('pointsFor', 1250)).toBe('1,250')
    expect(statFormatter('de')('pointsFor', 1250)).toBe('1.250')
    expect(statFormatter('en')('pointsFor', 1250)).toBe('1,250')
  })

  it('calls games points in pickleball', () => {
    const en = standingsMessages.en
    expect(statWords(en, 'PICKLEBALL').pointsFor).toEqual(en.rallyPoints.pointsFor)
    expect(statWords(en, 'PADEL').pointsFor).toEqual(en.stats.pointsFor)
  })
})
