import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../server/src/data/landmarks'
import { GREEN_GROUP, RED_GROUP, type AtpGroup } from '../../test-support/data/atp-finals-2023'
import { resultStats } from '../../test-support/data/team-stats'
import { readDemo } from '../../test-support/demo-api/read-demo'
import { BRACKET_RELATIONS, GAME_LIST_RELATIONS, POOL_TABLE_RELATIONS } from '../api/round-views'
import { roundSchema, type Game, type Pool, type Reference, type Round } from '../api/schemas'
import { poolOutlook } from './pool-outlook'
import { poolOutlookOf, poolStateOf } from './pool-state'
import { isStillToPlay } from './score'

const team = (name: string): Reference => ({ idx: name.toLowerCase(), name })

/**
 * A group of the ATP Finals 2023 as getRound gives it after `played` matches: its pool with
 * standings on wins (ranked as the ATP ranked it once all is played) and its matches, played or not.
 */
function atpPool(group: AtpGroup, number: number, played: number): { pool: Pool; games: Game[] } {
  const players = group.replaced ? [...group.players, group.replaced.by] : group.players
  const games: Game[] = group.matches.map(([winner, loser], i) => ({
    idx: `${group.name}-${i + 1}`,
    number: i + 1,
    status: i < played ? 'FINISHED' : 'UPCOMING',
    homeTeam: team(winner),
    awayTeam: team(loser),
    winner: i < played ? team(winner) : null,
  }))
  const count = (name: string, side: 0 | 1) =>
    group.matches.slice(0, played).filter((match) => match[side] === name).length
  const order = group.ranks && played === group.matches.length ? group.ranks : players
  const standings = order.map((name, i) => ({
    idx: `st-${name}`,
    rank: i + 1,
    team: team(name),
    teamStats: resultStats(count(name, 0), 0, count(name, 1), count(name, 0)),
  }))
  return { pool: { idx: group.name, name: group.name, number, teams: players.map(team), standings }, games }
}

/** Both groups in one round, then the semi-finals: 1st of one group against 2nd of the other. */
function turin(played: number): { round: Round; red: Pool; later: Round[] } {
  const green = atpPool(GREEN_GROUP, 1, 6)
  const red = atpPool(RED_GROUP, 2, played)
  const slot = (poolNumber: number, poolRank: number) => ({ poolNumber, poolRank, sourceResult: 'POOL_RANK' })
  const semiFinal = (number: number, home: [number, number], away: [number, number]): Game => ({
    idx: `sf${number}`,
    number,
    status: 'UPCOMING',
    homeTeamDetails: slot(...home),
    awayTeamDetails: slot(...away),
  })
  const semiFinals: Round = {
    idx: 'knockout',
    name: 'Semi-finals and final',
    type: 'SINGLE_ELIMINATION_ROUND',
    number: 2,
    draws: [
      {
        idx: 'main',
        placement: 1,
        rounds: [
          {
            idx: 'sf',
            label: 'Semi-finals',
            order: 0,
            games: [semiFinal(1, [1, 1], [2, 2]), semiFinal(2, [2, 1], [1, 2])],
          },
        ],
      },
    ],
  }
  const round: Round = {
    idx: 'groups',
    name: 'Round robin',
    type: 'ROUND_ROBIN_ROUND',
    number: 1,
    gamesRequireWinners: true,
    pools: [green.pool, red.pool],
    games: [...green.games, ...red.games],
  }
  return { round, red: red.pool, later: [round, semiFinals] }
}

const marks = (outlook: ReturnType<typeof poolOutlook> | null) =>
  outlook && Object.fromEntries(outlook.map((each) => [each.team.name, each.status]))

describe('a pool read from the API, for its outlook', () => {
  it('takes the points from the standings, the games left from the round, the line from the semi-finals', () => {
    const { round, red, later } = turin(5)
    const state = poolStateOf(round, red, later)
    expect(state).toEqual({
      teams: [
        { team: team('Alcaraz'), points: 2 },
        { team: team('Medvedev'), points: 2 },
        { team: team('Zverev'), points: 1 },
        { team: team('Rublev'), points: 0 },
      ],
      gamesLeft: [{ idx: 'Red group-6', home: team('Zverev'), away: team('Rublev') }],
      points: { win: 1, tie: 0, loss: 0 },
      tiesAllowed: false,
      qualifyingPlaces: 2,
    })
    expect(poolOutlookOf(round, red, later)).toEqual(poolOutlook(state!))
  })

  it('lets the standings’ ranks decide once every game is played: Zverev out on sets with two wins', () => {
    const { round, red, later } = turin(6)
    expect(marks(poolOutlookOf(round, red, later))).toEqual({
      Alcaraz: 'through',
      Medvedev: 'through',
      Zverev: 'out',
      Rublev: 'out',
    })
  })

  it('reads the Green group with its alternate: Djokovic through behind Sinner', () => {
    const { round, later } = turin(6)
    expect(marks(poolOutlookOf(round, round.pools![0]!, later))).toEqual({
      Sinner: 'through',
      Djokovic: 'through',
      Rune: 'out',
      Tsitsipas: 'out',
      Hurkacz: 'out',
    })
  })

  it('counts ties where the round does not require a winner, once a tie says what one is worth', () => {
    const [a, b, c] = ['A', 'B', 'C'].map(team) as [Reference, Reference, Reference]
    const round: Round = {
      idx: 'league',
      name: 'League',
      type: 'ROUND_ROBIN_ROUND',
      number: 1,
      gamesRequireWinners: false,
      numQualifiers: 1,
      games: [
        { idx: 'ab', number: 1, status: 'FINISHED', homeTeam: a, awayTeam: b, winner: null },
        { idx: 'ac', number: 2, status: 'FINISHED', homeTeam: a, awayTeam: c, winner: a },
        { idx: 'bc', number: 3, status: 'UPCOMING', homeTeam: b, awayTeam: c, winner: null },
      ],
    }
    const pool: Pool = {
      idx: 'p',
      name: 'League',
      number: 1,
      standings: [
        { idx: '1', rank: 1, team: a, teamStats: resultStats(1, 1, 0, 4) },
        { idx: '2', rank: 2, team: b, teamStats: resultStats(0, 1, 0, 1) },
        { idx: '3', rank: 3, team: c, teamStats: resultStats(0, 0, 1, 0) },
      ],
    }
    round.pools = [pool]
    expect(poolStateOf(round, pool, [])).toMatchObject({
      points: { win: 3, tie: 1, loss: 0 },
      tiesAllowed: true,
      qualifyingPlaces: 1,
    })
    expect(marks(poolOutlookOf(round, pool, []))).toEqual({ A: 'open', B: 'open', C: 'out' })
    // No tie counted yet: what a tie is worth is not known, so neither is the outlook.
    const untied = {
      ...pool,
      standings: pool.standings!.map((row) => ({ ...row, teamStats: resultStats(0, 0, 0, 0) })),
    }
    expect(
      poolStateOf(
        { ...round, games: round.games!.map((game) => ({ ...game, status: 'UPCOMING' })) },
        untied,
        [],
      ),
    ).toBeNull()
  })

  it('gives no outlook when the standings or the games do not tell all of it', () => {
    const { round, red, later } = turin(5)
    const without = (changes: Partial<Round>, pool: Pool = red) =>
      poolStateOf({ ...round, ...changes }, pool, later)
    expect(poolStateOf(round, red, later)).not.toBeNull()
    // A result in that the standings do not count yet.
    const finishedEarly = round.games!.map((game) =>
      game.idx === 'Red group-6' ? { ...game, status: 'FINISHED', winner: game.homeTeam } : game,
    )
    expect(without({ games: finishedEarly })).toBeNull()
    // The games not read, or one still to play whose teams are not known.
    expect(without({ games: undefined })).toBeNull()
    expect(
      without({ games: [...round.games!, { idx: 'x', number: 99, status: 'UPCOMING', homeTeam: null }] }),
    ).toBeNull()
    // A row without its figures.
    const bare = {
      ...red,
      standings: red.standings!.map((row, i) => (i === 0 ? { ...row, teamStats: null } : row)),
    }
    expect(without({}, bare)).toBeNull()
    // No line: no semi-finals read, and two pools in the round.
    expect(poolStateOf(round, red, [])).toBeNull()
  })
})

describe('the demo’s pools, read from the demo API', () => {
  it('takes four pools of four on three points a win, two through from each into the bracket', async () => {
    const P = LANDMARKS.livePadel
    // What the pages read: the pool tables, the game list and the bracket.
    const populate = [...POOL_TABLE_RELATIONS, ...GAME_LIST_RELATIONS, ...BRACKET_RELATIONS].join(',')
    const rounds = [P.poolRoundIdx, P.bracketRoundIdx, P.mixedPoolRoundIdx]
    const bodies = await readDemo(rounds.map((idx) => `/v1/external/rounds/${idx}?populate=${populate}`))
    const [pools, bracket, mixed] = bodies.map((body) => roundSchema.parse(body)) as [Round, Round, Round]
    expect(pools.pools).toHaveLength(4)
    for (const pool of pools.pools!) {
      const state = poolStateOf(pools, pool, [pools, bracket])
      const members = new Set(pool.standings!.map((row) => row.team!.idx))
      const left = pools.games!.filter((game) => members.has(game.homeTeam!.idx) && isStillToPlay(game))
      expect(state).toMatchObject({ points: { win: 3, loss: 0 }, tiesAllowed: false, qualifyingPlaces: 2 })
      expect(state!.gamesLeft.map((game) => game.idx).sort()).toEqual(left.map((game) => game.idx).sort())
      expect(state!.teams.map((row) => row.points)).toEqual(
        pool.standings!.map((row) => row.teamStats!.points),
      )
    }
    // The mixed round robin leads nowhere and names no qualifiers: no line to be through.
    expect(poolStateOf(mixed, mixed.pools![0]!, [mixed])).toBeNull()
  }, 20_000) // the demo dataset is built in this process first
})
