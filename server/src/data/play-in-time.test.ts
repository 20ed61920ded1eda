import { describe, expect, it } from 'vitest'
import { createDemoApp, type DemoApp } from '../app.ts'
import type { Game } from './dataset-schema.ts'
import { DEFAULT_ANCHOR, generateDemoDataset } from './generate.ts'
import { LANDMARKS } from './landmarks.ts'
import { fakeClock } from '../../../test-support/demo-api/client.ts'

const MINUTE = 60_000
const anchor = Date.parse(DEFAULT_ANCHOR)
/** The anchor's day in Madrid (UTC+2 in June): play from 09:00, mid-afternoon is 16:00. */
const dayStart = Date.parse('2025-06-14T07:00:00Z')
const midAfternoon = Date.parse('2025-06-14T14:00:00Z')
const dayEnd = Date.parse('2025-06-14T18:00:00Z')

function padelGames(demo: DemoApp): Game[] {
  const tournament = demo.dataset.tournaments.find((t) => t.idx === LANDMARKS.livePadel.tournamentIdx)
  return tournament?.rounds.flatMap((round) => round.games) ?? []
}

/** The padel demo played in real time from the anchor (14:00 in Madrid) to `until`, checked every 5 minutes. */
function playInTime(until: number, onTick: (games: Game[], now: number) => void = () => {}) {
  // The simulation catches up with the clock: here up to `until` exactly.
  const clock = fakeClock(anchor)
  const dataset = generateDemoDataset({ anchor: DEFAULT_ANCHOR, playInTime: true })
  const demo = createDemoApp({ dataset, now: clock.now, simulation: { pace: 'clock' } })
  for (; clock.now() < until; clock.advance(Math.min(5 * MINUTE, until - clock.now()))) {
    demo.controls.simulation.catchUp()
    onTick(padelGames(demo), clock.now())
  }
  demo.controls.simulation.catchUp()
  return padelGames(demo)
}

/** How far a court is behind at `at`: the most its games printed by then started (or still wait) after their time. */
function minutesBehind(games: readonly Game[], courtIdx: string, at: number): number {
  const late = games
    .filter((game) => game.courtIdx === courtIdx && game.time !== null && Date.parse(game.time) <= at)
    .filter((game) => game.status !== 'FORFEIT' && game.status !== 'CANCELLED')
    .map((game) => {
      const started = game.liveStartedAt === null ? at : Math.min(at, Date.parse(game.liveStartedAt))
      return (started - Date.parse(game.time ?? '')) / MINUTE
    })
  return Math.max(0, ...late)
}

// A day of play, generated and simulated every 5 minutes: seconds of work on a busy 2-core machine.
describe('The live padel day, played in time (npm start’s --simulate-in-time)', { timeout: 30_000 }, () => {
  it('runs late: by mid-afternoon a court is 20 minutes or more behind, and none is ever over an hour behind', () => {
    const games = playInTime(dayEnd)
    const courts = [...new Set(games.flatMap((game) => (game.courtIdx === null ? [] : [game.courtIdx])))]
    expect(courts).toHaveLength(6)
    const behindAt = (at: number) => courts.map((court) => minutesBehind(games, court, at))
    expect(Math.max(...behindAt(midAfternoon))).toBeGreaterThanOrEqual(20)
    for (let at = dayStart; at <= dayEnd; at += 5 * MINUTE) {
      expect(Math.max(...behindAt(at)), new Date(at).toISOString()).toBeLessThanOrEqual(60)
    }
    // Some games ran long (over their printed hour), some were short: the lateness is the games'.
    const lengths = games.flatMap((game) => (game.status === 'FINISHED' ? [game.lengthInMinutes ?? 0] : []))
    expect(Math.max(...lengths)).toBeGreaterThan(60)
    expect(Math.min(...lengths)).toBeLessThan(50)
  })

  it('keeps one game per court at every instant of the day', () => {
    const games = playInTime(dayEnd, (now, at) => {
      const live = now.filter((game) => game.status === 'UPCOMING' && game.liveStartedAt !== null)
      const courts = live.map((game) => game.courtIdx)
      expect(new Set(courts).size, new Date(at).toISOString()).toBe(courts.length)
    })
    // And between the ticks: on each court, each game starts after the one before it ended.
    const played = games
      .filter(
        (game) => game.status === 'FINISHED' && game.liveStartedAt !== null && game.submittedAt !== null,
      )
      .sort((a, b) => Date.parse(a.liveStartedAt ?? '') - Date.parse(b.liveStartedAt ?? ''))
    expect(played.filter((game) => Date.parse(game.liveStartedAt ?? '') >= dayStart).length).toBeGreaterThan(
      50,
    )
    const lastEnd = new Map<string, number>()
    for (const game of played) {
      const court = game.courtIdx ?? ''
      expect(Date.parse(game.liveStartedAt ?? ''), `game ${game.number}`).toBeGreaterThan(
        lastEnd.get(court) ?? 0,
      )
      expect(Date.parse(game.liveStartedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(game.time ?? ''))
      lastEnd.set(court, Date.parse(game.submittedAt ?? ''))
    }
  })

  it('is the same day whenever the demo API was started', () => {
    const timeline = (games: readonly Game[]) =>
      games.map((game) => [game.number, game.liveStartedAt, game.submittedAt, game.winnerIdx].join(' '))
    // Started at 12:35 (the same schedule: from five whole hours before), the generator has played
    // what the simulation played from noon.
    const started = anchor + 35 * MINUTE
    const fromNoon = playInTime(started)
    const later = createDemoApp({
      dataset: generateDemoDataset({ anchor: new Date(started).toISOString(), playInTime: true }),
    })
    expect(timeline(padelGames(later))).toEqual(timeline(fromNoon))
  })
})
