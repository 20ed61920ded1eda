import { describe, expect, it } from 'vitest'
import type { Game, Round } from '../api/schemas'
import {
  ALERT_KINDS,
  decideAlerts,
  watchedGames,
  type AlertKind,
  type SeenPhases,
  type WatchedGame,
} from './game-alerts'
import { teamGames } from './team-games'

const NOW = Date.parse('2026-06-14T15:00:00Z')
const MINUTE = 60_000
const us = { idx: 'us', name: 'Ruiz / Gil' }
const them = { idx: 'them', name: 'Muñoz / Ortega' }
/** When a game that went live went on court. */
const STARTED = new Date(NOW - 2 * MINUTE).toISOString()
const ALL = new Set<AlertKind>(ALERT_KINDS)

function game(overrides: Partial<Game> = {}): Game {
  return {
    idx: 'g1',
    number: 1,
    status: 'UPCOMING',
    homeTeam: us,
    awayTeam: them,
    time: '2026-06-14T15:30:00Z',
    courtNumber: 1,
    ...overrides,
  }
}

const round = (games: Game[]): Pick<Round, 'idx' | 'name' | 'number' | 'type' | 'games' | 'draws'> => ({
  idx: 'r',
  name: 'Pools',
  number: 1,
  type: 'ROUND_ROBIN_ROUND',
  games,
})

/** Our team's games at one look, from the games as the API gives them, with estimated starts. */
function look(games: Game[], starts: Record<string, number> = {}): WatchedGame[] {
  const estimates = new Map(Object.entries(starts).map(([idx, at]) => [idx, { at }]))
  return watchedGames('us', teamGames([round(games)], 'us'), estimates)
}

/** Decides, then returns what was told and what to remember, as the watcher keeps it. */
function step(
  previous: SeenPhases | null,
  current: WatchedGame[],
  told: Iterable<string> = [],
  kinds: ReadonlySet<AlertKind> = ALL,
) {
  const decision = decideAlerts(previous, current, new Set(told), { now: NOW, kinds })
  return { ...decision, kinds: decision.alerts.map((alert) => `${alert.kind} ${alert.game.gameIdx}`) }
}

describe('decideAlerts', () => {
  it('tells a game that goes live, once', () => {
    const first = step(null, look([game()]))
    expect(first.kinds).toEqual([])
    const live = step(first.seen, look([game({ liveStartedAt: '2026-06-14T14:58:00Z' })]), first.told)
    expect(live.kinds).toEqual(['live g1'])
    expect(live.alerts[0]?.key).toBe('live|us|g1')
    // The next look sees the same: nothing more.
    const again = step(live.seen, look([game({ liveStartedAt: '2026-06-14T14:58:00Z' })]), live.told)
    expect(again.kinds).toEqual([])
  })

  it('tells a game that ends, with the game as it ended (its winner and score)', () => {
    const playing = look([game({ liveStartedAt: '2026-06-14T14:00:00Z' })])
    const ended = look([
      game({
        status: 'FINISHED',
        liveStartedAt: '2026-06-14T14:00:00Z',
        winner: us,
        score: {
          idx: 's',
          home: 2,
          away: 0,
          sets: [{ idx: 's1', number: 1, home: 6, away: 3, isTieBreak: false }],
        },
      }),
    ])
    const told = step(step(null, playing).seen, ended)
    expect(told.kinds).toEqual(['result g1'])
    const entry = told.alerts[0]?.game.entry as ReturnType<typeof teamGames>[number]
    expect(entry.outcome).toBe('won')
    expect(entry.game.score?.sets?.[0]?.home).toBe(6)
  })

  it('tells a walkover and a retirement as results, a walkover straight from waiting', () => {
    const waiting = step(null, look([game(), game({ idx: 'g2', number: 2, liveStartedAt: STARTED })]))
    const results = step(
      waiting.seen,
      look([
        game({ status: 'FORFEIT', winner: them }),
        game({
          idx: 'g2',
          number: 2,
          status: 'FINISHED',
          isRetirement: true,
          winner: us,
          retiredTeamId: 'them',
        }),
      ]),
    )
    expect(results.kinds.sort()).toEqual(['result g1', 'result g2'])
    expect(results.alerts.map((alert) => alert.game.state).sort()).toEqual(['retired', 'walkover'])
  })

  it('tells a game that becomes next on its court, estimated within 15 minutes', () => {
    const later = step(null, look([game()], { g1: NOW + 40 * MINUTE }))
    expect(later.kinds).toEqual([])
    const soon = step(later.seen, look([game()], { g1: NOW + 14 * MINUTE }), later.told)
    expect(soon.kinds).toEqual(['next g1'])
    // The estimate slips back out and in again: told once all the same.
    const slipped = step(soon.seen, look([game()], { g1: NOW + 25 * MINUTE }), soon.told)
    const back = step(slipped.seen, look([game()], { g1: NOW + 10 * MINUTE }), slipped.told)
    expect(slipped.kinds).toEqual([])
    expect(back.kinds).toEqual([])
  })

  it('does not call a game without a court or an estimate next', () => {
    const first = step(null, look([game({ courtNumber: null })], { g1: NOW + 40 * MINUTE }))
    const noCourt = step(first.seen, look([game({ courtNumber: null })], { g1: NOW + 5 * MINUTE }))
    expect(noCourt.kinds).toEqual([])
    const noEstimate = step(step(null, look([game()])).seen, look([game()]))
    expect(noEstimate.kinds).toEqual([])
  })

  it('tells nothing at the first look: a game already live, ended or next is where it stands', () => {
    const first = step(null, [
      ...look([game({ liveStartedAt: STARTED })]),
      ...look([game({ idx: 'g2', number: 2, status: 'FINISHED', winner: us })]),
      ...look([game({ idx: 'g3', number: 3 })], { g3: NOW + 5 * MINUTE }),
    ])
    expect(first.kinds).toEqual([])
    expect(first.seen).toEqual({ 'us|g1': 'live', 'us|g2': 'ended', 'us|g3': 'soon' })
  })

  it('tells nothing again after a reload or in another tab that sees the same state', () => {
    const before = step(null, look([game()]))
    const live = look([game({ liveStartedAt: STARTED })])
    const told = step(before.seen, live, before.told)
    expect(told.kinds).toEqual(['live g1'])
    // A reload (or another tab) reads the look and what was told from storage, and sees the same.
    const reloaded = step(told.seen, live, told.told)
    expect(reloaded.kinds).toEqual([])
    // Another tab that still had the older look, but reads what was told: nothing twice.
    const otherTab = step(before.seen, live, told.told)
    expect(otherTab.kinds).toEqual([])
  })

  it('forgets a game that disappears, and sees it afresh if it comes back', () => {
    const first = step(null, look([game(), game({ idx: 'g2', number: 2 })]))
    const gone = step(first.seen, look([game({ idx: 'g2', number: 2 })]), ['next|us|g1'])
    expect(gone.kinds).toEqual([])
    expect(Object.keys(gone.seen)).toEqual(['us|g2'])
    expect(gone.told).toEqual([])
    const back = step(gone.seen, look([game({ liveStartedAt: STARTED }), game({ idx: 'g2', number: 2 })]))
    expect(back.kinds).toEqual([])
  })

  it('tells only the kinds the person wants', () => {
    const first = step(null, look([game(), game({ idx: 'g2', number: 2, liveStartedAt: STARTED })]))
    const changed = step(
      first.seen,
      look([
        game({ liveStartedAt: STARTED }),
        game({ idx: 'g2', number: 2, status: 'FINISHED', winner: us }),
      ]),
      [],
      new Set<AlertKind>(['result']),
    )
    expect(changed.kinds).toEqual(['result g2'])
  })

  it('tells each of two followed teams in one game', () => {
    const both = (overrides: Partial<Game> = {}) => [
      ...watchedGames('us', teamGames([round([game(overrides)])], 'us'), new Map()),
      ...watchedGames('them', teamGames([round([game(overrides)])], 'them'), new Map()),
    ]
    const told = step(step(null, both()).seen, both({ liveStartedAt: STARTED }))
    expect(told.alerts.map((alert) => alert.key).sort()).toEqual(['live|them|g1', 'live|us|g1'])
  })

  it('does not tell a cancelled game', () => {
    const first = step(null, look([game()]))
    expect(step(first.seen, look([game({ status: 'CANCELLED' })])).kinds).toEqual([])
  })
})
