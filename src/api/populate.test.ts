import { describe, expect, expectTypeOf, it } from 'vitest'
import { LANDMARKS } from '../../server/src/data/landmarks'
import { DEMO_API_URL, demoToken, startDemoApi } from '../../test-support/demo-api/viewer-fetch'
import { createApiClient } from './client'
import { normalizePopulate, populateFor, POPULATE_RULES } from './populate'
import { completeRelations } from './relations'
import type { Reference, Round, Score, ScoreSet } from './schemas'

describe('populate lists', () => {
  it('are checked against the operation allowed paths at type level', () => {
    // `tsc -b` checks the @ts-expect-error lines; at run time, the paths they refuse are indeed
    // outside the lists the types are made from.
    const roundPage = populateFor<'getRound'>()(['games.score.sets', 'pools.standings.team'])
    expect(roundPage).toEqual(['games.score.sets', 'pools.standings.team'])
    // @ts-expect-error a typo is not an allowed path of getRound
    populateFor<'getRound'>()(['games.scores'])
    expect(POPULATE_RULES.getRound.allowed).not.toContain('games.scores')
    // @ts-expect-error a path of another operation is refused too
    populateFor<'listTournaments'>()(['divisions'])
    expect(POPULATE_RULES.listTournaments.allowed).not.toContain('divisions')
    expect(POPULATE_RULES.getTournament.allowed).toContain('divisions')
    // @ts-expect-error an empty list is refused: the contract leaves its meaning open
    populateFor<'getTournament'>()([])
  })

  it('are sent and keyed sorted and without repeats', () => {
    expect(normalizePopulate(['pools', 'games', 'pools'])).toEqual(['games', 'pools'])
    expect(normalizePopulate(undefined)).toBeNull()
  })

  it('make requested relations present in what the client returns and in its type, nested paths included', async () => {
    const api = startDemoApi()
    const client = createApiClient({
      baseUrl: DEMO_API_URL,
      getToken: () => demoToken(api),
      fetch: api.fetch,
    })

    const round = await client.getRound(LANDMARKS.livePadel.poolRoundIdx, { populate: ['games.score.sets'] })
    expect(round.games.length).toBeGreaterThan(0)
    for (const game of round.games) expect(game).toHaveProperty('score')
    const scores = round.games.flatMap((game) => (game.score === null ? [] : [game.score]))
    expect(scores.length).toBeGreaterThan(0)
    for (const score of scores) expect(Array.isArray(score.sets)).toBe(true)
    // Not requested: absent, and still optional in the type.
    expect(round).not.toHaveProperty('pools')
    type Scored = (typeof round)['games'][number]['score']
    expectTypeOf<Scored>().toEqualTypeOf<(Omit<Score, 'sets'> & { sets: ScoreSet[] }) | null>()
    expectTypeOf(round.pools).toEqualTypeOf<Round['pools']>()

    const tournament = await client.getTournament(LANDMARKS.livePadel.tournamentIdx)
    expect(tournament.divisions.length).toBeGreaterThan(0)
    expectTypeOf(tournament.divisions).toMatchTypeOf<unknown[]>()

    const teams = await client.listTeams(LANDMARKS.livePadel.tournamentIdx, { populate: ['playerProfiles'] })
    expect(teams.length).toBeGreaterThan(0)
    for (const team of teams) {
      expect(team.players.length).toBeGreaterThan(0)
      expect(team).not.toHaveProperty('division')
    }
    expectTypeOf(teams[0]!.players).toMatchTypeOf<{ idx: string }[]>()
    expectTypeOf(teams[0]!.division).toEqualTypeOf<Reference | null | undefined>()
  })

  it('keep the default lists inside the allowed lists', () => {
    for (const rules of Object.values(POPULATE_RULES)) {
      for (const path of rules.defaults) expect(rules.allowed as readonly string[]).toContain(path)
    }
  })
})

describe('completeRelations', () => {
  it('turns a requested single relation that is absent into null', () => {
    const game = { idx: 'g', homeTeam: { idx: 't', name: 'A' } } as Record<string, unknown>
    expect(completeRelations(game, ['awayTeam', 'homeTeam'])).toEqual([])
    expect(game.awayTeam).toBeNull()
  })

  it('reports a requested list that is absent, with its path', () => {
    const round = { games: [{ score: { home: 1 } }, { score: null }] }
    expect(completeRelations(round, ['games.score.sets'])).toEqual([
      { path: 'games.0.score.sets', message: 'populated "sets" is missing' },
    ])
  })

  it('follows the field a segment fills (playerProfiles → players)', () => {
    expect(completeRelations([{ players: [] }], ['playerProfiles'])).toEqual([])
    expect(completeRelations([{}], ['playerProfiles'])).toHaveLength(1)
  })
})
