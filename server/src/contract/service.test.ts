import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../data/landmarks.ts'
import { apiClient, list, NO_RATE_LIMITS, record } from '../../../test-support/demo-api/client.ts'

const client = apiClient({ rateLimit: NO_RATE_LIMITS })
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const ISO_MS_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const fullRound = [
  'division,pools.teams,pools.standings.team,pools.standings.teamStats,games.homeTeam,games.awayTeam,games.winner',
  'games.court,games.score.sets,draws.rounds.games.homeTeam,draws.rounds.games.score.sets',
].join(',')

/** Every key and value of a JSON body, depth first. */
function* entries(value: unknown, key = ''): Generator<[string, unknown]> {
  yield [key, value]
  if (Array.isArray(value)) for (const item of value) yield* entries(item, `${key}[]`)
  else if (typeof value === 'object' && value !== null) {
    for (const [name, child] of Object.entries(value)) yield* entries(child, name)
  }
}

async function bodies(): Promise<unknown[]> {
  const tournament = `/v1/external/tournaments/${LANDMARKS.livePadel.tournamentIdx}`
  const answers = await Promise.all([
    client.get('/v1/external/me'),
    client.get('/v1/external/tournaments?limit=100&populate=club'),
    client.get(
      `${tournament}?populate=club.courts,divisions.rounds,sponsors,circuit,circuitCategory,rankedTiebreakRules`,
    ),
    client.get(
      `${tournament}/divisions?populate=rounds,teams.playerProfiles,teams.leagueTeam,circuitCategory`,
    ),
    client.get(`${tournament}/teams?populate=playerProfiles,captainProfile,leagueTeam,division`),
    client.get(`/v1/external/rounds/${LANDMARKS.livePadel.womenBracketRoundIdx}?populate=${fullRound}`),
    client.get(`/v1/external/rounds/${LANDMARKS.livePadel.poolRoundIdx}?populate=${fullRound}`),
  ])
  for (const answer of answers) expect(answer.status).toBe(200)
  return answers.map((answer) => answer.body)
}

describe('What the service does', () => {
  it('rules 1 and 3: tournaments of the three sports, limited to the token’s organization', async () => {
    const all = list(record((await client.get('/v1/external/tournaments?limit=100')).body).data)
    expect(new Set(all.map((tournament) => tournament.sport))).toEqual(
      new Set(['PADEL', 'TENNIS', 'PICKLEBALL']),
    )
  })

  it('rule 4: personal tournaments are never visible', async () => {
    const personal = client.demo.dataset.tournaments.filter(
      (tournament) => tournament.organizationIdx === null,
    )
    expect(personal.length).toBeGreaterThan(0)
    for (const tournament of personal) {
      expect((await client.get(`/v1/external/tournaments/${tournament.idx}`)).status).toBe(404)
    }
  })

  it('rule 5: every record is identified by a v4 UUID idx; no numeric keys', async () => {
    const all = (await bodies()).flatMap((body) => [...entries(body)])
    const keys = all.map(([key]) => key)
    expect(keys).not.toContain('id')
    const idxs = all.filter(([key]) => key === 'idx' || key.endsWith('Idx'))
    // Every kind of record is in these bodies: hundreds of idx fields, and the `…Idx` references.
    expect(idxs.length).toBeGreaterThan(500)
    expect(idxs.some(([key]) => key === 'captainProfileIdx')).toBe(true)
    for (const [key, value] of idxs) expect(value, key).toMatch(UUID_V4)
  })

  it('rule 7: no e-mail, telephone, social handle or payment data; players carry four fields', async () => {
    const all = (await bodies()).flatMap((body) => [...entries(body)])
    for (const [key] of all) {
      expect(key).not.toMatch(/e-?mail|phone|instagram|twitter|facebook|iban|creditCard|billing|payment/i)
    }
    const players = all.filter(([key]) => key === 'players').flatMap(([, value]) => list(value))
    expect(players.length).toBeGreaterThan(10)
    for (const player of players) {
      expect(Object.keys(player).sort()).toEqual(['avatar', 'firstName', 'idx', 'lastName'])
    }
  })

  it('rule 8: hidden divisions and rounds are returned with isVisible false', async () => {
    const divisions = list(
      (await client.get(`/v1/external/tournaments/${LANDMARKS.livePadel.tournamentIdx}/divisions`)).body,
    )
    expect(divisions.some((division) => division.isVisible === false)).toBe(true)
    const round = record((await client.get(`/v1/external/rounds/${LANDMARKS.livePadel.hiddenRoundIdx}`)).body)
    expect(round.isVisible).toBe(false)
  })

  it('rule 9: timestamps are ISO 8601 UTC with milliseconds', async () => {
    const timestamps = /^(startDate|endDate|createdAt|time|liveStartedAt|submittedAt|expiresAt|lastUsedAt)$/
    let seen = 0
    for (const body of await bodies()) {
      for (const [key, value] of entries(body)) {
        if (!timestamps.test(key) || value === null) continue
        expect(value, key).toMatch(ISO_MS_UTC)
        seen++
      }
    }
    expect(seen).toBeGreaterThan(100)
  })
})
