import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../server/src/data/landmarks'
import { createApiClient } from '../api/client'
import { DEMO_API_URL, demoToken, startDemoApi } from '../../test-support/demo-api/viewer-fetch'
import { isPublished, publicDivisions, roundVisibility } from './visibility'

const P = LANDMARKS.livePadel

async function padel() {
  const api = startDemoApi()
  const client = createApiClient({ baseUrl: DEMO_API_URL, getToken: () => demoToken(api), fetch: api.fetch })
  return client.getTournament(P.tournamentIdx, { populate: ['divisions.rounds'] })
}

describe('what a public surface shows of a tournament', () => {
  it('leaves out the hidden division and its rounds, in the demo data', async () => {
    const tournament = await padel()
    expect(tournament.divisions.some((division) => division.idx === P.hiddenDivisionIdx)).toBe(true)
    const shown = publicDivisions(tournament.divisions)
    expect(shown.map((division) => division.idx)).not.toContain(P.hiddenDivisionIdx)
    expect(shown.flatMap((division) => division.rounds.map((round) => round.idx))).not.toContain(
      P.hiddenRoundIdx,
    )
    expect(roundVisibility(tournament.divisions, P.hiddenRoundIdx)).toBe('hidden')
    expect(roundVisibility(tournament.divisions, P.poolRoundIdx)).toBe('public')
    expect(roundVisibility(tournament.divisions, LANDMARKS.nonexistentIdx)).toBe('unlisted')
  })

  it('leaves out a hidden round of a visible division, and keeps the order', () => {
    const divisions = [
      {
        idx: 'b',
        number: 2,
        isVisible: true,
        rounds: [
          { idx: 'r2', number: 2 },
          { idx: 'r1', number: 1, isVisible: false },
          { idx: 'r0', number: 0, isVisible: true },
        ],
      },
      { idx: 'a', number: 1, isVisible: true, rounds: null },
    ]
    expect(
      publicDivisions(divisions).map((division) => [division.idx, division.rounds.map((round) => round.idx)]),
    ).toEqual([
      ['a', []],
      ['b', ['r0', 'r2']],
    ])
    expect(roundVisibility(divisions, 'r1')).toBe('hidden')
  })

  it('shows nothing of a draft', () => {
    expect(isPublished({ status: 'DRAFT' })).toBe(false)
    for (const status of ['UPCOMING', 'IN_PROGRESS', 'COMPLETED', 'ARCHIVED'])
      expect(isPublished({ status })).toBe(true)
  })
})
