import { describe, expect, it } from 'vitest'
import type { Pool, Standing } from '../../api/schemas'
import { poolTableLayout, statWidthEm } from './table-layout'

const standing = (name: string, awardedPoints: number | null = null) =>
  ({ idx: name, rank: 1, team: { idx: name, name }, teamStats: null, awardedPoints }) as unknown as Standing
const pool = (...standings: Standing[]) => ({ standings }) as Pick<Pool, 'standings'>

describe('the pool tables of a page', () => {
  it('share one set of columns, the statistics any of them has included', () => {
    const layout = poolTableLayout([pool(standing('A')), pool(standing('B', 3))], null)
    expect(layout.columns.map((column) => column.id)).toContain('awardedPoints')
    expect(poolTableLayout([pool(standing('A'))], null).columns.map((column) => column.id)).not.toContain(
      'awardedPoints',
    )
  })

  it('make the team column as wide as the longest name on the page, within bounds', () => {
    expect(poolTableLayout([pool(standing('Ana')), pool(standing('Van Dijk / Schmidt'))], null).teamCh).toBe(
      20,
    )
    expect(poolTableLayout([pool(standing('Ana'))], null).teamCh).toBe(10)
    expect(poolTableLayout([pool(standing('x'.repeat(200)))], null).teamCh).toBe(26)
    expect(poolTableLayout([pool(standing('Muñoz 🎾'))], null).teamCh).toBe(10)
  })

  it('give a statistic room for its heading', () => {
    expect(statWidthEm('Pts')).toBe(2.75)
    expect(statWidthEm('Bonus Points Awarded')).toBeGreaterThan(10)
  })
})
