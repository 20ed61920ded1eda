import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../data/landmarks.ts'
import { apiClient, list, NO_RATE_LIMITS, record } from '../../../test-support/demo-api/client.ts'

const client = apiClient({ rateLimit: NO_RATE_LIMITS })
const roundAt = async (idx: string, query = '') =>
  record((await client.get(`/v1/external/rounds/${idx}${query}`)).body)

const ROUND_FIELDS = [
  'idx',
  'name',
  'type',
  'number',
  'isSetup',
  'isVisible',
  'gamesPerTeam',
  'gamesRequireWinners',
  'numberOfSets',
  'proSets',
  'playAllSets',
  'pointsPerSet',
  'placements',
  'playEachTeamOnce',
  'trueDoubleEliminationRound',
  'numQualifiers',
  'drawSize',
  'hasNextRoundTransitioned',
  'createdAt',
]
const GAME_FIELDS = [
  'idx',
  'number',
  'displayNumber',
  'status',
  'time',
  'lengthInMinutes',
  'courtNumber',
  'matchDay',
  'roundDetail',
  'scheduleNumber',
  'sectionNumber',
  'isRetirement',
  'retiredTeamId',
  'liveStartedAt',
  'resultApprovalStatus',
  'submittedAt',
  'homeTeamDetails',
  'awayTeamDetails',
  'createdAt',
]
const drawGames = (round: Record<string, unknown>, placement = 1) =>
  list(list(round.draws).find((draw) => draw.placement === placement)?.rounds).flatMap((drawRound) =>
    list(drawRound.games),
  )

describe('getRound: GET /v1/external/rounds/{idx}', () => {
  it('by default: pools with teams, flat games with teams and winner but no score, division, scored draws', async () => {
    const round = await roundAt(LANDMARKS.livePadel.poolRoundIdx)
    expect(Object.keys(round).sort()).toEqual([...ROUND_FIELDS, 'division', 'pools', 'games', 'draws'].sort())
    expect(round.division).toEqual({ idx: LANDMARKS.livePadel.menDivisionIdx, name: 'Men open' })
    expect(list(round.pools).length).toBeGreaterThan(0)
    for (const pool of list(round.pools)) {
      expect(Object.keys(pool).sort()).toEqual(['idx', 'name', 'number', 'teams'])
      expect(list(pool.teams)).toHaveLength(4)
    }
    expect(list(round.games).length).toBeGreaterThan(0)
    for (const game of list(round.games)) {
      expect(Object.keys(game).sort()).toEqual([...GAME_FIELDS, 'awayTeam', 'homeTeam', 'winner'].sort())
    }
    const bracket = await roundAt(LANDMARKS.rolandGarros.roundIdx)
    expect(list(bracket.games)).toHaveLength(127)
    for (const game of list(bracket.games)) expect(game).not.toHaveProperty('score')
    expect(drawGames(bracket)).toHaveLength(127)
    for (const game of drawGames(bracket)) {
      expect(game).toHaveProperty('winner')
      expect(game).not.toHaveProperty('court')
    }
    const finished = drawGames(bracket).filter((game) => game.status === 'FINISHED')
    expect(finished.length).toBeGreaterThan(120)
    for (const game of finished) expect(list(record(game.score).sets).length).toBeGreaterThan(0)
  })

  it('flat games carry scores only when games.score (and games.score.sets) are asked for', async () => {
    const scores = await roundAt(LANDMARKS.rolandGarros.roundIdx, '?populate=games.score')
    const first = record(list(scores.games)[0]?.score)
    expect(Object.keys(first).sort()).toEqual(['away', 'home', 'idx', 'playerPointsBalanced'])
    const sets = await roundAt(LANDMARKS.rolandGarros.roundIdx, '?populate=games.score.sets')
    const set = list(record(list(sets.games)[0]?.score).sets)[0]
    expect(Object.keys(set ?? {}).sort()).toEqual(['away', 'home', 'idx', 'isTieBreak', 'number'])
  })

  it('populates standings with their team and team statistics on request', async () => {
    const round = await roundAt(
      LANDMARKS.livePadel.mixedPoolRoundIdx,
      '?populate=pools.standings.team,pools.standings.teamStats',
    )
    const standings = list(list(round.pools)[0]?.standings)
    expect(standings.map((standing) => standing.rank)).toEqual([1, 2, 3, 4, 5, 6])
    expect(Object.keys(standings[0] ?? {}).sort()).toEqual([
      'awardedPoints',
      'idx',
      'rank',
      'team',
      'teamStats',
    ])
    expect(Object.keys(record(standings[0]?.teamStats)).sort()).toEqual(
      [
        'idx',
        'points',
        'wins',
        'losses',
        'ties',
        'cancelled',
        'forfeits',
        'pointsFor',
        'pointsAgainst',
        'setsPointsFor',
        'setsPointsAgainst',
        'totalGamesPlayed',
        'pointsDifference',
        'setsPointsDifference',
      ].sort(),
    )
  })

  it('orders draws by placement, draw rounds by order (0 first) and games by number; courts on request', async () => {
    const round = await roundAt(
      LANDMARKS.livePadel.womenBracketRoundIdx,
      '?populate=draws.rounds.games.court,games',
    )
    expect(list(round.draws).map((draw) => draw.placement)).toEqual([1, 3, 5])
    const main = list(list(round.draws)[0]?.rounds)
    expect(main.map((drawRound) => drawRound.order)).toEqual([0, 1, 2, 3])
    expect(main.map((drawRound) => drawRound.label)).toEqual([
      'Round of 16',
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ])
    const numbers = list(round.games).map((game) => Number(game.number))
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
    const scheduled = drawGames(round).filter((game) => game.status !== 'BYE')
    for (const game of scheduled)
      expect(Object.keys(record(game.court)).sort()).toEqual(['idx', 'name', 'position'])
  })

  it('gap: a placeholder slot gives homeTeam/awayTeam null, described by its team details', async () => {
    const round = await roundAt(LANDMARKS.livePadel.bracketRoundIdx)
    const quarterFinal = drawGames(round)[0]
    expect(quarterFinal?.homeTeam).toBeNull()
    expect(quarterFinal?.winner).toBeNull()
    expect(quarterFinal?.homeTeamDetails).toMatchObject({
      label: '1st of pool A',
      poolNumber: 1,
      poolRank: 1,
    })
    const final = drawGames(round).at(-1)
    expect(final?.homeTeamDetails).toMatchObject({
      label: 'Winner of game 5',
      sourceGameNumber: 5,
      sourceResult: 'WINNER',
    })
  })

  it('shows live games (liveStartedAt, no result) and hidden rounds (isVisible false)', async () => {
    const round = await roundAt(LANDMARKS.livePadel.mixedPoolRoundIdx, '?populate=games.score')
    const live = list(round.games).filter((game) => game.liveStartedAt !== null && game.status === 'UPCOMING')
    expect(live.length).toBeGreaterThan(0)
    for (const game of live) expect(game.score).toBeNull()
    expect((await roundAt(LANDMARKS.livePadel.hiddenRoundIdx)).isVisible).toBe(false)
  })

  it('gives `division: null` for a TEAM_LEAGUE round of no division', async () => {
    expect((await roundAt(LANDMARKS.teamLeague.roundWithoutDivisionIdx)).division).toBeNull()
  })

  it('answers 404 ROUND_NOT_FOUND (never 403) for a round of another organization', async () => {
    const answer = await client.get(`/v1/external/rounds/${LANDMARKS.secondOrganizationTournament.roundIdx}`)
    expect(answer.status).toBe(404)
    expect(record(answer.body).code).toBe('ROUND_NOT_FOUND')
  })
})
