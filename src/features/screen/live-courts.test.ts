import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { createApiClient } from '../../api/client'
import { courtsNow, playToday } from '../../domain/order-of-play'
import { minutesOnCourt } from '../../domain/play-game'
import { gameState } from '../../domain/score'
import { DEMO_API_URL, demoToken, startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { livePages } from './live-courts'
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
    const courts = courtsNow(
      playToday(entries, { timeZone: meta.timezone ?? 'UTC', now: at(ANCHOR), courtNames: meta.courtNames }),
    )
    expect(courts.map((each) => each.court?.name)).toEqual(Object.values(meta.courtNames ?? {}))
    for (const { now, next, court } of courts) {
      expect(now === null || gameState(now.entry.game) === 'live').toBe(true)
      expect(now === null || now.entry.game.courtNumber === court?.number).toBe(true)
      if (next) {
        expect(gameState(next.entry.game)).toBe('upcoming')
        expect(next.entry.game.courtNumber).toBe(court?.number)
      }
    }
    expect(courts.filter((each) => each.now).length).toBeGreaterThan(0)
    expect(courts.filter((each) => each.next).length).toBeGreaterThan(0)
    // How long a game has been on, from its start.
    const onNow = courts.find((each) => each.now)?.now
    const started = Date.parse(onNow?.entry.game.liveStartedAt ?? '')
    expect(onNow && minutesOnCourt(onNow, at(ANCHOR))).toBe(Math.floor((at(ANCHOR) - started) / 60_000))
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
