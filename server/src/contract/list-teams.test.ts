import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../data/landmarks.ts'
import { apiClient, list, NO_RATE_LIMITS, record } from '../../../test-support/demo-api/client.ts'

const client = apiClient({ rateLimit: NO_RATE_LIMITS })
const teamsOf = (tournamentIdx: string, query = '') =>
  client.get(`/v1/external/tournaments/${tournamentIdx}/teams${query}`)

const TEAM_FIELDS = [
  'idx',
  'name',
  'seed',
  'seedNumber',
  'club',
  'picture',
  'description',
  'ranking',
  'isWildCard',
  'qualifierStatus',
  'drawAssignment',
  'createdAt',
]

describe('listTeams: GET /v1/external/tournaments/{idx}/teams', () => {
  it('orders teams by seed, the unseeded last, then by name', async () => {
    const teams = list((await teamsOf(LANDMARKS.rolandGarros.tournamentIdx)).body)
    expect(teams).toHaveLength(128)
    expect(teams.slice(0, 32).map((team) => team.seed)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1))
    expect(teams[0]?.name).toBe('Carlos Alcaraz')
    const unseeded = teams.slice(32)
    expect(unseeded.every((team) => team.seed === 0)).toBe(true)
    const names = unseeded.map((team) => String(team.name))
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
  })

  it('populates playerProfiles (as players, with only idx and names and avatar) and division by default', async () => {
    const teams = list((await teamsOf(LANDMARKS.livePadel.tournamentIdx)).body)
    for (const team of teams) {
      expect(Object.keys(team).sort()).toEqual([...TEAM_FIELDS, 'division', 'players'].sort())
      expect(Object.keys(record(team.division)).sort()).toEqual(['idx', 'name'])
      for (const player of list(team.players)) {
        expect(Object.keys(player).sort()).toEqual(['avatar', 'firstName', 'idx', 'lastName'])
      }
    }
    expect(teams.every((team) => list(team.players).length === 2)).toBe(true)
  })

  it('populates captainProfile and leagueTeam on request', async () => {
    const teams = list(
      (await teamsOf(LANDMARKS.teamLeague.tournamentIdx, '?populate=captainProfile,leagueTeam')).body,
    )
    for (const team of teams) {
      expect(team.captainProfileIdx).toMatch(/^[0-9a-f-]{36}$/)
      expect(record(team.leagueTeam).name).toEqual(expect.any(String))
    }
    const notLeague = list((await teamsOf(LANDMARKS.rolandGarros.tournamentIdx, '?populate=leagueTeam')).body)
    expect(notLeague[0]?.leagueTeam).toBeNull()
  })

  it('restricts to one division with `division`; a division that is not a UUID answers 400', async () => {
    const all = list((await teamsOf(LANDMARKS.livePadel.tournamentIdx)).body)
    const women = list(
      (await teamsOf(LANDMARKS.livePadel.tournamentIdx, `?division=${LANDMARKS.livePadel.womenDivisionIdx}`))
        .body,
    )
    expect(women).toHaveLength(12)
    expect(all.length).toBe(16 + 12 + 6 + 4)
    for (const team of women) expect(record(team.division).idx).toBe(LANDMARKS.livePadel.womenDivisionIdx)
    const invalid = await teamsOf(LANDMARKS.livePadel.tournamentIdx, '?division=women')
    expect(invalid.status).toBe(400)
    expect(record(invalid.body).message).toEqual(['division must be a UUID'])
    const elsewhere = await teamsOf(
      LANDMARKS.livePadel.tournamentIdx,
      `?division=${LANDMARKS.rolandGarros.divisionIdx}`,
    )
    expect(elsewhere.body).toEqual([])
  })

  it('marks Roland Garros entries: wild cards, qualifiers, lucky losers', async () => {
    const teams = list((await teamsOf(LANDMARKS.rolandGarros.tournamentIdx)).body)
    expect(teams.filter((team) => team.isWildCard)).toHaveLength(8)
    expect(teams.filter((team) => team.qualifierStatus === 'QUALIFIED')).toHaveLength(16)
    expect(teams.filter((team) => team.qualifierStatus === 'LUCKY_LOSER').length).toBeGreaterThan(0)
  })

  it('answers 404 TOURNAMENT_NOT_FOUND for an unknown or foreign tournament', async () => {
    const answer = await teamsOf(LANDMARKS.personal.tournamentIdx)
    expect(answer.status).toBe(404)
    expect(record(answer.body).code).toBe('TOURNAMENT_NOT_FOUND')
  })
})
