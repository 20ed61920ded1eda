import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { createApiClient } from '../../api/client'
import { createQueryClient } from '../../lib/query-client'
import { DEMO_API_URL, demoToken, startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { tournamentOutlineQuery } from '../../api/views/tournament'
import { findTournamentHolding, SEARCH_MAX_TRIES } from './find-tournament'
import { roundQuery } from '../../api/views/round'
import { roundHints } from './tournament-search'

function setUp() {
  const api = startDemoApi()
  const client = createApiClient({ baseUrl: DEMO_API_URL, getToken: () => demoToken(api), fetch: api.fetch })
  const queryClient = createQueryClient()
  const paths = () =>
    api.sent.map((request) => decodeURIComponent(new URL(request.url).pathname + new URL(request.url).search))
  return { api, client, queryClient, paths }
}

describe('finding the tournament of a round from its division', () => {
  it('reads no tournament when one already read holds the division', async () => {
    const { client, queryClient, paths } = setUp()
    const P = LANDMARKS.livePadel
    await queryClient.fetchQuery(tournamentOutlineQuery(client, P.tournamentIdx))
    const before = paths().length
    expect(
      await findTournamentHolding(client, queryClient, P.womenDivisionIdx, {
        firstGameAt: null,
        createdAt: null,
      }),
    ).toBe(P.tournamentIdx)
    expect(paths().slice(before)).toEqual([])
  })

  it('finds Roland Garros 2023 from its final’s round, deeper in the list', async () => {
    const { client, queryClient, paths } = setUp()
    const rg = LANDMARKS.rolandGarros
    const round = await queryClient.fetchQuery(roundQuery(client, rg.roundIdx))
    const before = paths().length
    expect(await findTournamentHolding(client, queryClient, rg.divisionIdx, roundHints(round))).toBe(
      rg.tournamentIdx,
    )
    const sent = paths().slice(before)
    // Its first game's days are on the list's second page; it is the only tournament read.
    expect(sent).toEqual([
      '/v1/external/tournaments?limit=100&offset=0',
      '/v1/external/tournaments?limit=100&offset=100',
      `/v1/external/tournaments/${rg.tournamentIdx}?populate=divisions,divisions.rounds`,
    ])
    // The tournament found is cached as the round page reads it.
    expect(queryClient.getQueryData(tournamentOutlineQuery(client, rg.tournamentIdx).queryKey)?.name).toBe(
      'Roland Garros 2023',
    )
  })

  it('finds the tournament of a round without a timed game by when it was created', async () => {
    const { client, queryClient } = setUp()
    const P = LANDMARKS.livePadel
    const round = await queryClient.fetchQuery(roundQuery(client, P.poolRoundIdx))
    const untimed = { ...roundHints(round), firstGameAt: null }
    expect(await findTournamentHolding(client, queryClient, P.menDivisionIdx, untimed)).toBe(P.tournamentIdx)
  })

  it('gives up after reading the whole list and three tournaments, for a division no tournament holds', async () => {
    const { client, queryClient, paths } = setUp()
    const hints = { firstGameAt: Date.parse('1990-01-01T10:00:00.000Z'), createdAt: null }
    expect(await findTournamentHolding(client, queryClient, LANDMARKS.nonexistentIdx, hints)).toBeNull()
    const sent = paths()
    expect(sent.filter((path) => path.startsWith('/v1/external/tournaments?'))).toEqual([
      '/v1/external/tournaments?limit=100&offset=0',
      '/v1/external/tournaments?limit=100&offset=100',
    ])
    expect(sent.filter((path) => /^\/v1\/external\/tournaments\/[^/?]+\?/.test(path))).toHaveLength(
      SEARCH_MAX_TRIES,
    )
  })
})
