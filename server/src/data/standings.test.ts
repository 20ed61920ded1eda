import { describe, expect, it } from 'vitest'
import { demoDataset } from '../../../test-support/demo-api/datasets.ts'
import type { Game, Pool } from './dataset-schema.ts'
import { entryDetails, newGame } from './game-factory.ts'
import { teamNames } from './advancement.ts'
import { scoreOf } from './score.ts'
import { computeStandings } from './standings.ts'

describe('Standings', () => {
  it('agree with the games in every pool of the demo dataset', () => {
    const dataset = demoDataset()
    let pools = 0
    for (const tournament of dataset.tournaments) {
      for (const round of tournament.rounds) {
        for (const pool of round.pools) {
          expect(pool.standings, `${tournament.name} / ${pool.name}`).toEqual(
            computeStandings(pool, round.games, teamNames(tournament)),
          )
          const stats = pool.standings.map((standing) => standing.teamStats)
          const wins = stats.reduce((sum, entry) => sum + entry.wins, 0)
          const losses = stats.reduce((sum, entry) => sum + entry.losses, 0)
          expect(wins).toBe(losses)
          pools++
        }
      }
    }
    expect(pools).toBeGreaterThan(50)
  })

  it('count wins, level games, forfeits and cancellations, and rank by points then sets then games', () => {
    const pool: Pool = { idx: 'pool', name: 'Pool A', number: 1, teamIdxs: ['a', 'b', 'c'], standings: [] }
    const game = (number: number, home: string, away: string, change: (game: Game) => void) => {
      const created = newGame({
        idx: `g${number}`,
        number,
        createdAt: '2025-01-01T00:00:00.000Z',
        homeTeamDetails: entryDetails(home, 1),
        awayTeamDetails: entryDetails(away, 2),
        homeTeamIdx: home,
        awayTeamIdx: away,
        poolIdx: 'pool',
      })
      change(created)
      return created
    }
    const games = [
      game(1, 'a', 'b', (g) => {
        g.status = 'FINISHED'
        g.score = scoreOf(
          g.idx,
          [
            { home: 6, away: 1, isTieBreak: false },
            { home: 6, away: 2, isTieBreak: false },
          ],
          6,
        )
        g.winnerIdx = 'a'
      }),
      game(2, 'b', 'c', (g) => {
        g.status = 'FORFEIT'
        g.winnerIdx = 'b'
      }),
      game(3, 'c', 'a', (g) => {
        g.status = 'FINISHED'
        g.score = scoreOf(
          g.idx,
          [
            { home: 6, away: 4, isTieBreak: false },
            { home: 4, away: 6, isTieBreak: false },
          ],
          6,
        )
      }),
      game(4, 'a', 'c', (g) => (g.status = 'CANCELLED')),
    ]
    const standings = computeStandings(pool, games, (idx) => idx)
    expect(standings.map((standing) => [standing.teamIdx, standing.rank, standing.teamStats.points])).toEqual(
      [
        ['a', 1, 4],
        ['b', 2, 3],
        ['c', 3, 1],
      ],
    )
    const [a, b, c] = standings.map((standing) => standing.teamStats)
    expect(a).toMatchObject({
      wins: 1,
      ties: 1,
      cancelled: 1,
      setsPointsFor: 3,
      setsPointsAgainst: 1,
      pointsFor: 22,
    })
    expect(b).toMatchObject({ wins: 1, losses: 1, forfeits: 0, totalGamesPlayed: 2 })
    expect(c).toMatchObject({ losses: 1, forfeits: 1, ties: 1, cancelled: 1 })
    expect(standings.map((standing) => standing.awardedPoints)).toEqual([30, 20, 10])
  })
})
