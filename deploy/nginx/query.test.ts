/**
 * Only what the viewer sends passes the proxy: each operation's own query parameters, once each,
 * with values the Read API accepts. Anything else (a cache-buster above all) is refused at the
 * edge, before the cache and the token's budget; spellings of one request share one cache entry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../server/src/data/landmarks.ts'
import { POPULATE_RULES } from '../../contract/populate-rules.ts'
import { createApiClient } from '../../src/api/client.ts'
import type { PopulateList, PopulatedOperation } from '../../src/api/populate.ts'
import { type ProxyHarness, startProxyHarness } from '../../test-support/nginx/proxy-harness.ts'

const { rolandGarros, livePadel } = LANDMARKS
const TOURNAMENTS = '/v1/external/tournaments'
const TOURNAMENT = `${TOURNAMENTS}/${livePadel.tournamentIdx}`
const ROUND = `/v1/external/rounds/${rolandGarros.roundIdx}`

let proxy: ProxyHarness

beforeAll(async () => {
  // A long TTL: a second request within the test is answered from the cache, never refreshed.
  proxy = await startProxyHarness({ ttlSeconds: 60 })
}, 30_000)

afterAll(async () => {
  await proxy?.close()
})

function upstreamUrls(since: number): string[] {
  return proxy
    .upstreamRequests()
    .filter((entry) => entry.seq > since)
    .map((entry) => (entry.query ? `${entry.path}?${entry.query}` : entry.path))
}

function lastSeq(): number {
  return proxy.upstreamRequests().at(-1)?.seq ?? 0
}

describe('what the viewer sends', () => {
  it("passes, every parameter and populate path of every operation, as the viewer's API client writes it", async () => {
    const since = lastSeq()
    const api = createApiClient({ baseUrl: proxy.proxyUrl, getToken: () => null })
    // Every allowed path at once, backwards and with a repeat: the client sends them sorted, once.
    const all = <Op extends PopulatedOperation>(op: Op) =>
      [...POPULATE_RULES[op].allowed, POPULATE_RULES[op].allowed[0]].reverse() as unknown as PopulateList<Op>

    const page = await api.listTournaments({
      status: 'IN_PROGRESS',
      sport: 'PADEL',
      limit: 100,
      offset: 0,
      populate: all('listTournaments'),
    })
    expect(page.data.map((tournament) => tournament.idx)).toContain(livePadel.tournamentIdx)
    expect((await api.getTournament(livePadel.tournamentIdx, { populate: all('getTournament') })).idx).toBe(
      livePadel.tournamentIdx,
    )
    expect(await api.listDivisions(livePadel.tournamentIdx, { populate: all('listDivisions') })).not.toEqual(
      [],
    )
    const teams = await api.listTeams(livePadel.tournamentIdx, {
      division: livePadel.menDivisionIdx,
      populate: all('listTeams'),
    })
    expect(teams).not.toEqual([])
    expect((await api.getRound(livePadel.poolRoundIdx, { populate: all('getRound') })).idx).toBe(
      livePadel.poolRoundIdx,
    )
    // The calls without a list (the API's default) pass too.
    expect((await api.getRound(livePadel.bracketRoundIdx)).idx).toBe(livePadel.bracketRoundIdx)

    // The API received the viewer's URLs unchanged: the proxy's canonical form is the viewer's.
    const sorted = (op: PopulatedOperation) => [...POPULATE_RULES[op].allowed].sort().join(',')
    expect(upstreamUrls(since)).toEqual([
      `${TOURNAMENTS}?status=IN_PROGRESS&sport=PADEL&limit=100&offset=0&populate=${sorted('listTournaments')}`,
      `${TOURNAMENT}?populate=${sorted('getTournament')}`,
      `${TOURNAMENT}/divisions?populate=${sorted('listDivisions')}`,
      `${TOURNAMENT}/teams?division=${livePadel.menDivisionIdx}&populate=${sorted('listTeams')}`,
      `/v1/external/rounds/${livePadel.poolRoundIdx}?populate=${sorted('getRound')}`,
      `/v1/external/rounds/${livePadel.bracketRoundIdx}`,
    ])
  })
})

describe('anything else', () => {
  it.each([
    ['a cache-buster', `${TOURNAMENTS}?cb=8c1f4e`],
    ['a cache-buster beside real parameters', `${ROUND}?populate=games&_=1700000000`],
    ['a parameter of another operation', `${ROUND}?limit=5`],
    ['a parameter name in another case', `${TOURNAMENTS}?STATUS=COMPLETED`],
    ['an enum value in another case', `${TOURNAMENTS}?status=completed`],
    ['a populate path the operation does not have', `${ROUND}?populate=club`],
    ['an empty populate', `${ROUND}?populate=`],
    ['a populate list with an encoded comma', `${ROUND}?populate=games%2Cpools`],
    ['a populate list with a space', `${ROUND}?populate=games,%20pools`],
    ['a limit over 100', `${TOURNAMENTS}?limit=101`],
    ['a limit of 0', `${TOURNAMENTS}?limit=0`],
    ['a limit with a leading zero', `${TOURNAMENTS}?limit=05`],
    ['a negative offset', `${TOURNAMENTS}?offset=-1`],
    ['a division that is not a UUID', `${TOURNAMENT}/teams?division=men`],
    ['a parameter given twice', `${TOURNAMENTS}?limit=5&offset=0&limit=10`],
    ['populate given twice', `${ROUND}?populate=games&populate=pools`],
    ['an empty parameter between two', `${TOURNAMENTS}?limit=5&&offset=0`],
    ['a parameter without a value', `${TOURNAMENTS}?limit`],
  ])('%s is refused 400 at the edge, never cached, never upstream: %s', async (_name, path) => {
    const since = lastSeq()
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await proxy.get(path)
      expect(answer.status).toBe(400)
      expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 400, error: 'Bad Request' })
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(answer.headers.has('x-cache-status')).toBe(false)
    }
    expect(upstreamUrls(since)).toEqual([])
  })
})

describe('spellings of one request', () => {
  it.each([
    [
      'populate in another order, with repeats',
      `${ROUND}?populate=pools,games.score,games,pools`,
      `${ROUND}?populate=games,games.score,pools`,
    ],
    [
      'parameters in another order',
      `${TOURNAMENTS}?populate=club&offset=0&status=COMPLETED&limit=10`,
      `${TOURNAMENTS}?status=COMPLETED&limit=10&offset=0&populate=club`,
    ],
  ])('%s share one cache entry and one upstream request', async (_name, spelling, canonical) => {
    const since = lastSeq()
    const first = await proxy.get(spelling)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-cache-status')).toBe('MISS')
    const second = await proxy.get(canonical)
    expect(second.headers.get('x-cache-status')).toBe('HIT')
    expect(second.body).toBe(first.body)
    expect(upstreamUrls(since)).toEqual([canonical])
  })
})
