import { describe, expect, it } from 'vitest'
import { gameSchema, tournamentSchema } from '.'

const tournament = {
  idx: 'b3b1c1a4-5d7e-4f0a-9b1c-2d3e4f5a6b7c',
  slug: 'club-open',
  name: 'Club Open',
  type: 'TOURNAMENT',
  sport: 'PADEL',
  status: 'IN_PROGRESS',
  startDate: '2026-11-20T09:00:00.000Z',
  endDate: '2026-11-22T18:00:00.000Z',
  timezone: 'Europe/Madrid',
  organization: { idx: 'a3b1c1a4-5d7e-4f0a-9b1c-2d3e4f5a6b7c', name: 'Club', slug: 'club' },
}

describe('response schemas', () => {
  it('keep an enum value the contract does not list, as text', () => {
    const parsed = tournamentSchema.parse({ ...tournament, sport: 'SQUASH', status: 'POSTPONED' })
    expect(parsed.sport).toBe('SQUASH')
    expect(parsed.status).toBe('POSTPONED')
  })

  it('let unknown extra fields pass without failing', () => {
    const parsed = tournamentSchema.parse({ ...tournament, futureField: { nested: true } })
    expect(parsed.name).toBe('Club Open')
    expect(parsed).not.toHaveProperty('futureField')
  })

  it('leave relations that were not populated absent, not null', () => {
    const parsed = tournamentSchema.parse(tournament)
    expect(parsed).not.toHaveProperty('club')
    expect(parsed).not.toHaveProperty('divisions')
  })

  it('reject a record that lacks what every page needs', () => {
    const result = gameSchema.safeParse({ idx: 'g1', status: 'FINISHED' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('number')
  })
})
