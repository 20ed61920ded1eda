import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { DEMO_API_URL, demoToken, startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { createApiClient } from '../client'
import { leftOutIn, type Listed } from '../left-out'
import { POPULATE_RULES } from '../populate'
import { gameSchema, teamListSchema, tournamentSchema } from '.'

const P = LANDMARKS.livePadel

/** A client of the in-process demo API, answering "with gaps" (server/README.md, "Answers with gaps"). */
function clientWithGaps(gaps: 'off' | 'null' | 'absent', brokenItems = false) {
  const api = startDemoApi({ rateLimit: { perToken: 1_000_000, perIp: 1_000_000 } })
  api.demo.controls.faults.set({ gaps, brokenItems })
  return createApiClient({ baseUrl: DEMO_API_URL, getToken: () => demoToken(api), fetch: api.fetch })
}

describe.each(['null', 'absent'] as const)('every schema, with the open fields %s', (gaps) => {
  it('reads every operation with every relation, and knows no more than the answer says', async () => {
    const client = clientWithGaps(gaps)
    const me = await client.getMe()
    expect(me.organization.website ?? null).toBeNull()

    const page = await client.listTournaments({
      limit: 100,
      populate: POPULATE_RULES.listTournaments.allowed,
    })
    expect(page.data.length).toBe(Math.min(100, page.meta.total))

    const tournament = await client.getTournament(P.tournamentIdx, {
      populate: POPULATE_RULES.getTournament.allowed,
    })
    // A time zone the answer lacks is not made up: the page shows UTC, and says so.
    expect(tournament.timezone ?? null).toBeNull()
    // 1e999 parses as Infinity: a prize no page can show, read as not known.
    expect(tournament.totalPrize).toBeUndefined()
    expect(tournament.club?.idx).toBe(P.clubIdx)
    expect(tournament.club?.name ?? null).toBeNull()
    expect(tournament.club?.website ?? null).toBeNull()
    expect(tournament.club?.courts.length).toBeGreaterThan(0)
    const division = tournament.divisions.find((each) => each.idx === P.menDivisionIdx)
    expect(division?.name).toEqual(expect.any(String))
    expect(division?.price ?? null).toBeNull()
    expect(division?.rounds.map((round) => round.name ?? null)).toEqual([null, null])

    const divisions = await client.listDivisions(P.tournamentIdx, {
      populate: POPULATE_RULES.listDivisions.allowed,
    })
    expect(divisions.map((each) => each.idx)).toEqual(tournament.divisions.map((each) => each.idx))

    const teams = await client.listTeams(LANDMARKS.league.tournamentIdx, {
      populate: POPULATE_RULES.listTeams.allowed,
    })
    expect(teams.length).toBeGreaterThan(1)
    for (const team of teams) expect(team.seed ?? null).toBeNull()

    const pools = await client.getRound(P.poolRoundIdx, { populate: POPULATE_RULES.getRound.allowed })
    expect(pools.name ?? null).toBeNull()
    expect(pools.pools.map((pool) => pool.name ?? null)).toEqual([null, null, null, null])
    expect(pools.pools.flatMap((pool) => pool.standings).length).toBe(16)

    const bracket = await client.getRound(P.bracketRoundIdx, {
      populate: POPULATE_RULES.getRound.allowed,
    })
    const drawRounds = bracket.draws.flatMap((draw) => draw.rounds)
    expect(drawRounds.map((drawRound) => drawRound.label ?? null)).toEqual(drawRounds.map(() => null))
    const games = drawRounds.flatMap((drawRound) => drawRound.games)
    expect(games.length).toBeGreaterThan(0)
    for (const game of games) expect(game.homeTeamDetails ?? null).toBeNull()
    // Nothing was left out: a gap in a field the page can do without costs no record.
    expect(leftOutIn(page, tournament, divisions, teams, pools, bracket)).toEqual({})
  }, 30_000)
})

describe('a broken item in a list', () => {
  it('is left out of every list of tournaments, divisions and teams, the rest kept, and counted', async () => {
    const whole = clientWithGaps('off')
    const broken = clientWithGaps('off', true)
    const tournaments = { limit: 100 } as const
    const [page, brokenPage] = await Promise.all([
      whole.listTournaments(tournaments),
      broken.listTournaments(tournaments),
    ])
    expect(brokenPage.data.map((each) => each.idx)).toEqual(page.data.slice(0, -1).map((each) => each.idx))
    expect(leftOutIn(brokenPage)).toEqual({ tournament: 1 })

    const populate = ['divisions', 'divisions.rounds'] as const
    const tournament = await broken.getTournament(P.tournamentIdx, { populate })
    const divisions = await whole.listDivisions(P.tournamentIdx)
    expect(tournament.divisions.map((each) => each.idx)).toEqual(
      divisions.slice(0, -1).map((each) => each.idx),
    )
    expect(leftOutIn(tournament)).toEqual({ division: 1 })

    const teams = await broken.listTeams(P.tournamentIdx, { populate: ['division'] })
    expect(teams.length).toBe((await whole.listTeams(P.tournamentIdx, { populate: ['division'] })).length - 1)
    expect(leftOutIn(teams)).toEqual({ team: 1 })
  }, 30_000)

  it('is left out whatever makes it unreadable, and an answer of one record still needs what makes it one', () => {
    const team = { idx: 't1', name: 'Mensah / Rossi' }
    const read: Listed<unknown> = teamListSchema.parse([
      team,
      { idx: 't2' },
      { idx: 't3', name: 'Okafor / Lind', seed: Infinity },
      { name: 'No id' },
      'not a team',
    ])
    expect(read).toEqual(
      Object.assign([team, { idx: 't3', name: 'Okafor / Lind' }], {
        leftOut: { kind: 'team', idxs: ['t2', null, null] },
      }),
    )
    expect(leftOutIn(read)).toEqual({ team: 3 })
    // A record left out of two lists (a bracket game is in the round's games and in its draw) counts once.
    expect(leftOutIn(read, teamListSchema.parse([{ idx: 't2' }, { idx: 't4' }]))).toEqual({ team: 4 })
    // A list with nothing left out is a plain list: query caches share it as any other.
    expect(Object.keys(teamListSchema.parse([team]))).toEqual(['0'])

    const game = gameSchema.safeParse({ idx: 'g1', number: Infinity, status: 'UPCOMING' })
    expect(game.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['number'])
    const tournament = tournamentSchema.safeParse({ idx: '', name: 'Club Open' })
    expect(tournament.error?.issues.map((issue) => issue.path.join('.'))).toContain('idx')
  })
})
