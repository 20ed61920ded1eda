import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../data/landmarks.ts'
import { apiClient, list, NO_RATE_LIMITS, record } from '../../../test-support/demo-api/client.ts'

const client = apiClient({ rateLimit: NO_RATE_LIMITS })
const divisionsOf = (tournamentIdx: string, query = '') =>
  client.get(`/v1/external/tournaments/${tournamentIdx}/divisions${query}`)

const DIVISION_FIELDS = [
  'idx',
  'name',
  'number',
  'color',
  'isDoubles',
  'isVisible',
  'price',
  'minParticipants',
  'maxParticipants',
  'maxRegistrations',
  'createdAt',
  'tournament',
]

describe('listDivisions: GET /v1/external/tournaments/{idx}/divisions', () => {
  it('answers a bare array of Division by number, hidden divisions included, with rounds by default', async () => {
    const divisions = list((await divisionsOf(LANDMARKS.livePadel.tournamentIdx)).body)
    expect(divisions.map((division) => division.number)).toEqual([1, 2, 3, 4])
    for (const division of divisions) {
      expect(Object.keys(division).sort()).toEqual([...DIVISION_FIELDS, 'rounds'].sort())
      expect(division.tournament).toEqual({ idx: LANDMARKS.livePadel.tournamentIdx })
      for (const round of list(division.rounds)) {
        for (const relation of ['division', 'pools', 'games', 'draws'])
          expect(round).not.toHaveProperty(relation)
      }
    }
    const hidden = divisions.find((division) => division.idx === LANDMARKS.livePadel.hiddenDivisionIdx)
    expect(hidden?.isVisible).toBe(false)
    expect(list(hidden?.rounds)[0]).toMatchObject({
      idx: LANDMARKS.livePadel.hiddenRoundIdx,
      isVisible: false,
    })
  })

  it('populates teams, their players and league teams, and the circuit category on request', async () => {
    const query = '?populate=teams.playerProfiles,teams.leagueTeam,circuitCategory'
    const [division] = list((await divisionsOf(LANDMARKS.teamLeague.tournamentIdx, query)).body)
    expect(division).not.toHaveProperty('rounds')
    expect(division?.circuitCategory).toBeNull()
    const teams = list(division?.teams)
    expect(teams).toHaveLength(8)
    for (const team of teams) {
      expect(list(team.players)).toHaveLength(2)
      expect(Object.keys(record(team.leagueTeam)).sort()).toEqual(
        ['color', 'idx', 'logo', 'name', 'pointsAdjustment', 'position'].sort(),
      )
    }
    const [men] = list(
      (await divisionsOf(LANDMARKS.livePadel.tournamentIdx, '?populate=circuitCategory')).body,
    )
    expect(record(men?.circuitCategory).gender).toBe('MEN')
  })

  it('answers 404 TOURNAMENT_NOT_FOUND for an unknown or foreign tournament', async () => {
    for (const idx of [LANDMARKS.nonexistentIdx, LANDMARKS.secondOrganizationTournament.tournamentIdx]) {
      const answer = await divisionsOf(idx)
      expect(answer.status).toBe(404)
      expect(record(answer.body).code).toBe('TOURNAMENT_NOT_FOUND')
    }
  })
})
