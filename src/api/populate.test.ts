import { describe, expect, expectTypeOf, it } from 'vitest'
import type { Populated } from './client'
import { normalizePopulate, populateFor, POPULATE_RULES } from './populate'
import { completeRelations } from './relations'
import type { Reference, Round, Score, ScoreSet, Team, Tournament } from './schemas'

describe('populate lists', () => {
  it('are checked against the operation allowed paths at type level', () => {
    const roundPage = populateFor<'getRound'>()(['games.score.sets', 'pools.standings.team'])
    expect(roundPage).toEqual(['games.score.sets', 'pools.standings.team'])
    // @ts-expect-error a typo is not an allowed path of getRound
    populateFor<'getRound'>()(['games.scores'])
    // @ts-expect-error a path of another operation is refused too
    populateFor<'listTournaments'>()(['divisions'])
    // @ts-expect-error an empty list is refused: the contract leaves its meaning open
    populateFor<'getTournament'>()([])
  })

  it('are sent and keyed sorted and without repeats', () => {
    expect(normalizePopulate(['pools', 'games', 'pools'])).toEqual(['games', 'pools'])
    expect(normalizePopulate(undefined)).toBeNull()
  })

  it('make requested relations present in the returned type, nested paths included', () => {
    type WithSets = Populated<'getRound', Round, readonly ['games.score.sets']>
    expectTypeOf<WithSets['games'][number]['score']>().toEqualTypeOf<
      (Omit<Score, 'sets'> & { sets: ScoreSet[] }) | null
    >()
    // Not requested: still optional.
    expectTypeOf<WithSets['pools']>().toEqualTypeOf<Round['pools']>()

    type ByDefault = Populated<'getTournament', Tournament, undefined>
    expectTypeOf<ByDefault['divisions']>().toMatchTypeOf<unknown[]>()
    type Teams = Populated<'listTeams', Team, readonly ['playerProfiles']>
    expectTypeOf<Teams['players']>().toMatchTypeOf<{ idx: string }[]>()
    expectTypeOf<Teams['division']>().toEqualTypeOf<Reference | null | undefined>()
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
