import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../data/landmarks.ts'
import { apiClient, list, NO_RATE_LIMITS, record } from '../../../test-support/demo-api/client.ts'

const client = apiClient({ rateLimit: NO_RATE_LIMITS })
const livePadel = `/v1/external/tournaments/${LANDMARKS.livePadel.tournamentIdx}`

describe('getTournament: GET /v1/external/tournaments/{idx}', () => {
  it('answers one Tournament with club and divisions by default', async () => {
    const tournament = record((await client.get(livePadel)).body)
    expect(tournament).toMatchObject({
      idx: LANDMARKS.livePadel.tournamentIdx,
      sport: 'PADEL',
      status: 'IN_PROGRESS',
    })
    const club = record(tournament.club)
    expect(Object.keys(club).sort()).toEqual(['address', 'idx', 'image', 'location', 'name', 'website'])
    expect(Object.keys(record(club.location)).sort()).toEqual(
      ['city', 'country', 'formattedAddress', 'lat', 'lng', 'postalCode', 'province'].sort(),
    )
    const divisions = list(tournament.divisions)
    expect(divisions.map((division) => division.number)).toEqual([1, 2, 3, 4])
    expect(tournament.courtNames).toEqual({
      '1': 'Pista Central',
      '2': 'Pista 2 (Cristal)',
      '3': 'Pista 3',
      '4': 'Pista 4',
      '5': 'Pista 5',
      '6': 'Pista 6 – Exterior',
    })
  })

  it('populates every allowed relation on request', async () => {
    const populate = 'club.courts,divisions.rounds,sponsors,circuit,circuitCategory,rankedTiebreakRules'
    const tournament = record((await client.get(`${livePadel}?populate=${populate}`)).body)
    const courts = list(record(tournament.club).courts)
    expect(courts.map((court) => court.position)).toEqual([1, 2, 3, 4, 5, 6])
    expect(Object.keys(courts[0] ?? {}).sort()).toEqual(['idx', 'name', 'position'])
    const rounds = list(list(tournament.divisions)[0]?.rounds)
    expect(rounds.map((round) => round.idx)).toEqual([
      LANDMARKS.livePadel.poolRoundIdx,
      LANDMARKS.livePadel.bracketRoundIdx,
    ])
    const sponsors = list(tournament.sponsors)
    expect(sponsors.map((sponsor) => sponsor.position)).toEqual([1, 2])
    expect(Object.keys(sponsors[0] ?? {}).sort()).toEqual(
      ['description', 'idx', 'logoUrl', 'name', 'position', 'websiteUrl'].sort(),
    )
    expect(Object.keys(record(tournament.circuit)).sort()).toEqual(['idx', 'name', 'seasonYear', 'slug'])
    expect(Object.keys(record(tournament.circuitCategory)).sort()).toEqual(['color', 'gender', 'idx', 'name'])
    const rules = list(tournament.rankedTiebreakRules)
    expect(rules.map((rule) => rule.rank)).toEqual([1, 2, 3])
    expect(Object.keys(record(rules[0]?.rule)).sort()).toEqual(['acronym', 'idx', 'name'])
  })

  it('gap: a relation asked for that the tournament lacks is null (single) or [] (lists)', async () => {
    const league = `/v1/external/tournaments/${LANDMARKS.league.tournamentIdx}`
    const tournament = record((await client.get(`${league}?populate=circuit,circuitCategory,sponsors`)).body)
    expect(tournament.circuit).toBeNull()
    expect(tournament.circuitCategory).toBeNull()
    expect(tournament.sponsors).toEqual([])
  })

  it('shows a club never geocoded with location null', async () => {
    const clubless = client.demo.dataset.clubs.find((club) => club.location === null)
    const tournament = client.demo.dataset.tournaments.find(
      (candidate) =>
        candidate.clubIdx === clubless?.idx && candidate.organizationIdx === LANDMARKS.mainOrganization.idx,
    )
    const body = record((await client.get(`/v1/external/tournaments/${tournament?.idx ?? ''}`)).body)
    expect(record(body.club).location).toBeNull()
  })

  it('answers 404 TOURNAMENT_NOT_FOUND (never 403) for another organization’s tournament', async () => {
    const answer = await client.get(
      `/v1/external/tournaments/${LANDMARKS.secondOrganizationTournament.tournamentIdx}`,
    )
    expect(answer.status).toBe(404)
    expect(record(answer.body).code).toBe('TOURNAMENT_NOT_FOUND')
    const own = await client.get(
      `/v1/external/tournaments/${LANDMARKS.secondOrganizationTournament.tournamentIdx}`,
      {
        token: client.demo.controls.credentials.second.token,
      },
    )
    expect(own.status).toBe(200)
  })
})
