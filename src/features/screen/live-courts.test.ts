import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { createApiClient } from '../../api/client'
import type { Game } from '../../api/schemas'
import { gameState } from '../../domain/score'
import { DEMO_API_URL, demoToken, startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { liveCourts, livePages } from './live-courts'
import { GAMES_POPULATE, META_POPULATE } from './screen-queries'

const { livePadel } = LANDMARKS
const ANCHOR = '2025-06-14T12:00:00Z'

async function demoGames() {
  const api = startDemoApi({ anchor: ANCHOR })
  const client = createApiClient({ baseUrl: DEMO_API_URL, getToken: () => demoToken(api), fetch: api.fetch })
  const meta = await client.getTournament(livePadel.tournamentIdx, { populate: META_POPULATE })
  const rounds = await Promise.all(
    meta.divisions
      .filter((division) => division.isVisible)
      .flatMap((division) => division.rounds ?? [])
      .map((round) => client.getRound(round.idx, { populate: GAMES_POPULATE })),
  )
  return { meta, entries: rounds.flatMap((round) => round.games.map((game) => ({ game }))) }
}

const at = (text: string) => Date.parse(text)

describe('the live view’s courts', () => {
  it('are the demo’s courts in court order, each with its game on now and the next one today', async () => {
    const { meta, entries } = await demoGames()
    const courts = liveCourts(entries, {
      timeZone: meta.timezone ?? 'UTC',
      now: at(ANCHOR),
      courtNames: meta.courtNames,
    })
    expect(courts.map((each) => each.court.name)).toEqual(Object.values(meta.courtNames ?? {}))
    for (const { now, next, court } of courts) {
      expect(now === null || gameState(now.entry.game) === 'live').toBe(true)
      expect(now === null || now.entry.game.courtNumber === court.number).toBe(true)
      if (next) {
        expect(gameState(next.game)).toBe('upcoming')
        expect(next.game.courtNumber).toBe(court.number)
      }
    }
    expect(courts.filter((each) => each.now).length).toBeGreaterThan(0)
    expect(courts.filter((each) => each.next).length).toBeGreaterThan(0)
    // How long a game has been on, from its start.
    const onNow = courts.find((each) => each.now)?.now
    const started = Date.parse(onNow?.entry.game.liveStartedAt ?? '')
    expect(onNow?.minutesOnCourt).toBe(Math.floor((at(ANCHOR) - started) / 60_000))
  })

  it('show the game started last when two are live on one court, and leave out a court with nothing left', () => {
    const game = (number: number, extra: Partial<Game>): { game: Game } => ({
      game: { idx: `g${number}`, number, status: 'UPCOMING', courtNumber: 1, ...extra } as Game,
    })
    const now = at('2025-06-14T12:00:00Z')
    const courts = liveCourts(
      [
        game(1, { time: '2025-06-14T09:00:00Z', liveStartedAt: '2025-06-14T09:05:00Z' }),
        game(2, { time: '2025-06-14T11:00:00Z', liveStartedAt: '2025-06-14T11:02:00Z' }),
        game(3, { time: '2025-06-14T13:00:00Z' }),
        // Tomorrow's game is not "next" today.
        game(4, { time: '2025-06-15T09:00:00Z', courtNumber: 2 }),
        game(5, { time: '2025-06-14T08:00:00Z', courtNumber: 3, status: 'FINISHED' }),
        game(6, { time: '2025-06-14T13:00:00Z', courtNumber: 4 }),
      ],
      { timeZone: 'UTC', now },
    )
    expect(
      courts.map((each) => [each.court.key, each.now?.entry.game.number, each.next?.game.number]),
    ).toEqual([
      ['1', 2, 3],
      ['4', undefined, 6],
    ])
    expect(courts[0]?.now?.minutesOnCourt).toBe(58)
  })

  it('are paged as many as fit, balanced, and each page’s rows fill the height', () => {
    const box = { widthEm: 71, heightEm: 36 }
    const sizes = (count: number) =>
      livePages(
        Array.from({ length: count }, (_, index) => index),
        box,
      ).map((page) => [page.courts.length, page.grid.columns, page.grid.rows])
    expect(sizes(6)).toEqual([[6, 2, 3]])
    expect(sizes(7)).toEqual([
      [4, 2, 2],
      [3, 2, 2],
    ])
    expect(sizes(1)).toEqual([[1, 1, 1]])
    expect(sizes(0)).toEqual([])
    // A narrow, short screen still shows one court a page.
    expect(livePages([1, 2], { widthEm: 10, heightEm: 5 }).map((page) => page.courts)).toEqual([[1], [2]])
  })
})
