import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { createQueryClient } from '../../lib/query-client'
import { DEMO_API_URL, demoToken, startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { createApiClient } from '../client'
import { divisionQueries, meQueries, roundQueries, teamQueries, tournamentQueries } from '.'

const client = createApiClient({ baseUrl: DEMO_API_URL, getToken: () => null })
const T = LANDMARKS.livePadel.tournamentIdx

describe('query keys', () => {
  it('go from general to specific and hold every parameter and the populate list', () => {
    expect(meQueries.detail(client).queryKey).toEqual(['me'])
    expect(
      tournamentQueries.list(client, { status: 'IN_PROGRESS', offset: 25, populate: ['club'] }).queryKey,
    ).toEqual([
      'tournaments',
      'list',
      { status: 'IN_PROGRESS', sport: null, limit: 25, offset: 25, populate: ['club'] },
    ])
    expect(tournamentQueries.detail(client, T).queryKey).toEqual([
      'tournaments',
      'detail',
      T,
      { populate: null },
    ])
    expect(divisionQueries.list(client, T, ['teams', 'rounds']).queryKey).toEqual([
      'divisions',
      T,
      { populate: ['rounds', 'teams'] },
    ])
    expect(teamQueries.list(client, T, { division: 'd' }).queryKey).toEqual([
      'teams',
      T,
      { division: 'd', populate: null },
    ])
    expect(roundQueries.detail(client, 'r', ['pools', 'games']).queryKey).toEqual([
      'rounds',
      'r',
      { populate: ['games', 'pools'] },
    ])
  })

  it('are equal for equal requests, so equal requests share one cache entry', () => {
    expect(tournamentQueries.list(client, {}).queryKey).toEqual(
      tournamentQueries.list(client, { limit: 25, offset: 0 }).queryKey,
    )
    expect(roundQueries.detail(client, 'r', ['games', 'pools']).queryKey).toEqual(
      roundQueries.detail(client, 'r', ['pools', 'games', 'pools']).queryKey,
    )
    expect(teamQueries.list(client, T).queryKey).not.toEqual(
      teamQueries.list(client, T, { division: 'd' }).queryKey,
    )
  })

  it('let a loader and a component share the data: one request for both', async () => {
    const api = startDemoApi()
    const live = createApiClient({ baseUrl: DEMO_API_URL, getToken: () => demoToken(api), fetch: api.fetch })
    const queryClient = createQueryClient()
    const options = roundQueries.detail(live, LANDMARKS.livePadel.poolRoundIdx, ['pools.standings.team'])
    const loaded = await queryClient.ensureQueryData(options)
    expect(queryClient.getQueryData(options.queryKey)).toBe(loaded)
    await queryClient.ensureQueryData(options)
    expect(api.sent).toHaveLength(1)
  })
})
