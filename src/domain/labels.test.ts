import { describe, expect, it } from 'vitest'
import { enumLabel, humanizeEnum } from './labels'

describe('enum labels', () => {
  it('humanize a value the app does not know', () => {
    expect(humanizeEnum('IN_PROGRESS')).toBe('In progress')
    expect(humanizeEnum('POSTPONED')).toBe('Postponed')
  })

  it('prefer the known label', () => {
    expect(enumLabel('ROUND_ROBIN_ROUND', { ROUND_ROBIN_ROUND: 'Round robin' })).toBe('Round robin')
    expect(enumLabel('SWISS_ROUND', { ROUND_ROBIN_ROUND: 'Round robin' })).toBe('Swiss round')
  })
})
