import { describe, expect, it } from 'vitest'
import { embedShowsRound, shownRound } from './embed-data'

const round = (idx: string, number: number, extra: { isVisible?: boolean; over?: boolean } = {}) => ({
  idx,
  number,
  isVisible: extra.isVisible,
  hasNextRoundTransitioned: extra.over ?? false,
})

const tournament = (status: string) =>
  ({
    status,
    divisions: [
      {
        idx: 'open',
        number: 1,
        isVisible: true,
        rounds: [round('groups', 1), round('secret', 2, { isVisible: false })],
      },
      { idx: 'hidden', number: 2, isVisible: false, rounds: [round('inside', 1)] },
    ],
  }) as unknown as Parameters<typeof embedShowsRound>[0]

describe('what an embed shows of a round', () => {
  it('a visible round of a visible division of a published tournament', () => {
    expect(embedShowsRound(tournament('IN_PROGRESS'), { idx: 'groups' })).toBe(true)
    // A team league's round is in no division: the round itself says whether it is hidden.
    expect(embedShowsRound(tournament('IN_PROGRESS'), { idx: 'league' })).toBe(true)
    expect(embedShowsRound(tournament('IN_PROGRESS'), { idx: 'league', isVisible: false })).toBe(false)
  })

  it('never a hidden round, a round of a hidden division, or a draft’s', () => {
    expect(embedShowsRound(tournament('IN_PROGRESS'), { idx: 'secret' })).toBe(false)
    expect(embedShowsRound(tournament('IN_PROGRESS'), { idx: 'inside' })).toBe(false)
    expect(embedShowsRound(tournament('DRAFT'), { idx: 'groups' })).toBe(false)
  })
})

describe('the round a division embed opens on', () => {
  const rounds = [round('r1', 1, { over: true }), round('r2', 2), round('r3', 3, { isVisible: false })]

  it('is the one its link names while it is visible, else the current one', () => {
    expect(shownRound({ rounds } as never, 'r1')?.idx).toBe('r1')
    expect(shownRound({ rounds } as never, 'r3')?.idx).toBe('r2')
    expect(shownRound({ rounds } as never, undefined)?.idx).toBe('r2')
  })
})
