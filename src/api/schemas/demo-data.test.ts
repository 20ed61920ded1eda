import { describe, expect, it } from 'vitest'
import { DEMO_API_URL, demoToken, startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { createApiClient } from '../client'
import { POPULATE_RULES } from '../populate'

describe('the schemas against everything the demo API serves', () => {
  it('read every tournament, division, team and round with every relation, without a schema error', async () => {
    const api = startDemoApi({ rateLimit: { perToken: 1_000_000, perIp: 1_000_000 } })
    const client = createApiClient({
      baseUrl: DEMO_API_URL,
      getToken: () => demoToken(api),
      fetch: api.fetch,
    })
    const tournaments = []
    for (let offset = 0; ; offset += 100) {
      const page = await client.listTournaments({
        limit: 100,
        offset,
        populate: POPULATE_RULES.listTournaments.allowed,
      })
      tournaments.push(...page.data)
      if (offset + page.data.length >= page.meta.total) break
    }
    expect(tournaments.length).toBeGreaterThan(100)
    const roundIdxs = new Set<string>()
    for (const { idx } of tournaments) {
      await client.getTournament(idx, { populate: POPULATE_RULES.getTournament.allowed })
      const divisions = await client.listDivisions(idx, { populate: POPULATE_RULES.listDivisions.allowed })
      for (const division of divisions) for (const round of division.rounds) roundIdxs.add(round.idx)
      await client.listTeams(idx, { populate: POPULATE_RULES.listTeams.allowed })
    }
    for (const idx of roundIdxs) {
      await client.getRound(idx, { populate: POPULATE_RULES.getRound.allowed })
      await client.getRound(idx)
    }
    expect(roundIdxs.size).toBeGreaterThan(100)
  }, 60_000)
})
