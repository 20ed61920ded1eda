import { describe, expect, it } from 'vitest'
import { POPULATE_RULES } from '../../../contract/populate-rules.ts'
import { LANDMARKS } from '../data/landmarks.ts'
import { apiClient, list, NO_RATE_LIMITS, record } from '../../../test-support/demo-api/client.ts'

const client = apiClient({ rateLimit: NO_RATE_LIMITS })
const rolandGarros = `/v1/external/tournaments/${LANDMARKS.rolandGarros.tournamentIdx}`
const poolRound = `/v1/external/rounds/${LANDMARKS.livePadel.poolRoundIdx}`
const bracketRound = `/v1/external/rounds/${LANDMARKS.rolandGarros.roundIdx}`

const OPERATION_PATHS: Record<keyof typeof POPULATE_RULES, string> = {
  listTournaments: '/v1/external/tournaments',
  getTournament: rolandGarros,
  listDivisions: `${rolandGarros}/divisions`,
  listTeams: `${rolandGarros}/teams`,
  getRound: bracketRound,
}

describe('Populate rules', () => {
  it('rule 1: populate is a comma-separated list of paths, without spaces', async () => {
    const both = record((await client.get(`${rolandGarros}?populate=sponsors,circuit`)).body)
    expect(both).toHaveProperty('sponsors')
    expect(both).toHaveProperty('circuit')
    const spaced = await client.get(`${rolandGarros}?populate=sponsors,%20circuit`)
    expect(spaced.status).toBe(400)
  })

  it('rule 2: a relation appears only when sent or in the default list (absent, not null)', async () => {
    const byDefault = record((await client.get(rolandGarros)).body)
    expect(byDefault).toHaveProperty('club')
    expect(byDefault).toHaveProperty('divisions')
    for (const relation of ['sponsors', 'circuit', 'circuitCategory', 'rankedTiebreakRules']) {
      expect(byDefault).not.toHaveProperty(relation)
    }
    expect(record(byDefault.club)).not.toHaveProperty('courts')
    for (const division of list(byDefault.divisions)) expect(division).not.toHaveProperty('rounds')
    const listed = list(record((await client.get('/v1/external/tournaments')).body).data)
    for (const tournament of listed) expect(tournament).not.toHaveProperty('club')
  })

  it('rule 3: a nested path brings its parents', async () => {
    const round = record((await client.get(`${poolRound}?populate=pools.standings.team`)).body)
    const pools = list(round.pools)
    expect(pools.length).toBe(4)
    for (const pool of pools) {
      expect(pool).not.toHaveProperty('teams')
      for (const standing of list(pool.standings)) {
        expect(record(standing.team)).toHaveProperty('name')
        expect(standing).not.toHaveProperty('teamStats')
      }
    }
    const bracket = record((await client.get(`${bracketRound}?populate=draws.rounds.games.score.sets`)).body)
    const final = list(list(list(bracket.draws)[0]?.rounds).at(-1)?.games)[0]
    expect(list(record(final?.score).sets)).toHaveLength(3)
    expect(final).not.toHaveProperty('homeTeam')
    const withCourts = record((await client.get(`${rolandGarros}?populate=club.courts`)).body)
    expect(list(record(withCourts.club).courts).length).toBeGreaterThan(0)
  })

  it('rule 4: a populate value sent replaces the default list', async () => {
    const round = record((await client.get(`${bracketRound}?populate=games`)).body)
    expect(round).toHaveProperty('games')
    for (const relation of ['pools', 'draws', 'division']) expect(round).not.toHaveProperty(relation)
    for (const game of list(round.games)) expect(game).not.toHaveProperty('homeTeam')
    const teams = list((await client.get(`${rolandGarros}/teams?populate=captainProfile`)).body)
    expect(teams[0]).toHaveProperty('captainProfileIdx')
    expect(teams[0]).not.toHaveProperty('players')
    expect(teams[0]).not.toHaveProperty('division')
  })

  it('rule 5: a path outside the allowed list is a 400 validation body listing the legal values', async () => {
    for (const [operation, path] of Object.entries(OPERATION_PATHS)) {
      const answer = await client.get(`${path}?populate=nonsense`)
      expect(answer.status, operation).toBe(400)
      const body = record(answer.body)
      expect(body.statusCode).toBe(400)
      expect(body.error).toBe('Bad Request')
      const messages = body.message
      expect(Array.isArray(messages)).toBe(true)
      const text = String(messages)
      for (const legal of POPULATE_RULES[operation as keyof typeof POPULATE_RULES].allowed) {
        expect(text, operation).toContain(legal)
      }
    }
    // Legal on one operation, not on another.
    expect((await client.get('/v1/external/tournaments?populate=divisions')).status).toBe(400)
    expect((await client.get('/v1/external/tournaments?populate=club.courts')).status).toBe(400)
  })

  it('gap (rule 6): an empty populate populates nothing', async () => {
    const tournament = record((await client.get(`${rolandGarros}?populate=`)).body)
    expect(tournament).not.toHaveProperty('club')
    expect(tournament).not.toHaveProperty('divisions')
    const round = record((await client.get(`${bracketRound}?populate=`)).body)
    for (const relation of ['pools', 'games', 'draws', 'division']) expect(round).not.toHaveProperty(relation)
  })
})
