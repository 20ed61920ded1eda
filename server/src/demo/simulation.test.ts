import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDemoApp } from '../app.ts'
import type { Dataset } from '../data/dataset-schema.ts'
import { LANDMARKS } from '../data/landmarks.ts'
import { teamNames } from '../data/advancement.ts'
import { computeStandings } from '../data/standings.ts'
import { apiClient, fakeClock, NO_RATE_LIMITS } from '../../../test-support/demo-api/client.ts'

afterEach(() => {
  vi.useRealTimers()
})

const liveTournament = (dataset: Dataset) =>
  dataset.tournaments.find((tournament) => tournament.idx === LANDMARKS.livePadel.tournamentIdx)

describe('The live simulation', () => {
  it('starts games, finishes sets one at a time, then finishes games', () => {
    const demo = createDemoApp({ now: fakeClock().now })
    const events = demo.controls.simulation.step(60)
    expect(events).toHaveLength(60)
    const kinds = new Set(events.map((event) => event.kind))
    expect(kinds).toEqual(new Set(['game-started', 'set-finished', 'game-finished']))
    const started = events.find((event) => event.kind === 'game-started')
    const game = demo.dataset.tournaments
      .flatMap((tournament) => tournament.rounds.flatMap((round) => round.games))
      .find((candidate) => candidate.idx === started?.gameIdx)
    expect(game?.liveStartedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    for (const event of events.filter((candidate) => candidate.kind === 'set-finished')) {
      expect(event.gameIdx).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('keeps at most one live game on a court at a time, on every step', () => {
    const demo = createDemoApp({ now: fakeClock().now })
    const courtsWithTwoLiveGames = () => {
      const liveOnCourt = new Map<string, number[]>()
      for (const tournament of demo.dataset.tournaments)
        for (const game of tournament.rounds.flatMap((round) => round.games)) {
          if (game.courtIdx === null || game.status !== 'UPCOMING' || game.liveStartedAt === null) continue
          liveOnCourt.set(game.courtIdx, [...(liveOnCourt.get(game.courtIdx) ?? []), game.number])
        }
      return [...liveOnCourt].filter(([, numbers]) => numbers.length > 1)
    }
    let started = 0
    for (let event = 0; event < 400; event++) {
      if (demo.controls.simulation.step(1)[0]?.kind === 'game-started') started++
      expect(courtsWithTwoLiveGames(), `after event ${event + 1}`).toEqual([])
    }
    expect(started).toBeGreaterThan(20)
  })

  it('is repeatable: the same steps on two servers give the same data', () => {
    const first = createDemoApp({ now: fakeClock().now })
    const second = createDemoApp({ now: fakeClock().now })
    first.controls.simulation.step(150)
    second.controls.simulation.step(150)
    expect(JSON.stringify(second.dataset)).toBe(JSON.stringify(first.dataset))
  })

  it('moves winners into the next draw round and recomputes standings', () => {
    const demo = createDemoApp({ now: fakeClock().now })
    const live = LANDMARKS.livePadel.tournamentIdx
    const finished = demo.controls.simulation
      .step(300, live)
      .filter((event) => event.kind === 'game-finished')
    const tournament = liveTournament(demo.dataset)
    if (!tournament) throw new Error('no live tournament')
    const women = tournament.rounds.find((round) => round.idx === LANDMARKS.livePadel.womenBracketRoundIdx)
    const bracketFinishes = finished.filter((event) => event.roundIdx === women?.idx)
    expect(bracketFinishes.length).toBeGreaterThan(0)
    let moved = 0
    for (const event of bracketFinishes) {
      const game = women?.games.find((candidate) => candidate.idx === event.gameIdx)
      const next = women?.games.find(
        (candidate) =>
          candidate.homeTeamDetails.sourceGameNumber === game?.number ||
          candidate.awayTeamDetails.sourceGameNumber === game?.number,
      )
      if (!game || !next) continue // the last game of its draw feeds no other
      const slot = next.homeTeamDetails.sourceGameNumber === game.number ? next.homeTeamIdx : next.awayTeamIdx
      const expected =
        (next.homeTeamDetails.sourceGameNumber === game.number ? next.homeTeamDetails : next.awayTeamDetails)
          .sourceResult === 'LOSER'
          ? game.winnerIdx === game.homeTeamIdx
            ? game.awayTeamIdx
            : game.homeTeamIdx
          : game.winnerIdx
      expect(slot).not.toBeNull()
      expect(slot).toBe(expected)
      moved++
    }
    expect(moved).toBeGreaterThan(0)
    const pools = tournament.rounds.flatMap((round) => round.pools.map((pool) => ({ round, pool })))
    expect(pools.length).toBeGreaterThan(0)
    for (const { round, pool } of pools) {
      expect(pool.standings).toEqual(computeStandings(pool, round.games, teamNames(tournament)))
    }
    const menBracket = tournament.rounds.find((round) => round.idx === LANDMARKS.livePadel.bracketRoundIdx)
    expect(menBracket?.games.some((game) => game.homeTeamIdx !== null)).toBe(true) // pools done, ranks moved on
  })

  it('changes the ETag of the rounds it plays', async () => {
    const client = apiClient({ now: fakeClock().now, rateLimit: NO_RATE_LIMITS })
    const path = `/v1/external/rounds/${LANDMARKS.livePadel.mixedPoolRoundIdx}?populate=games.score,pools.standings`
    const before = (await client.get(path)).headers.get('ETag') ?? ''
    expect((await client.get(path, { headers: { 'If-None-Match': before } })).status).toBe(304)
    const events = client.demo.controls.simulation.step(30, LANDMARKS.livePadel.tournamentIdx)
    expect(events.some((event) => event.roundIdx === LANDMARKS.livePadel.mixedPoolRoundIdx)).toBe(true)
    const after = await client.get(path, { headers: { 'If-None-Match': before } })
    expect(after.status).toBe(200)
    expect(after.headers.get('ETag')).not.toBe(before)
  })

  it('starts the live tournaments over when everything is played', () => {
    const full = createDemoApp().dataset
    const onlyPickleball: Dataset = {
      ...full,
      tournaments: full.tournaments.filter(
        (tournament) =>
          tournament.status !== 'IN_PROGRESS' || tournament.idx === LANDMARKS.livePickleball.tournamentIdx,
      ),
    }
    const demo = createDemoApp({ dataset: onlyPickleball, now: fakeClock().now })
    const pickleball = () =>
      demo.dataset.tournaments.find((tournament) => tournament.idx === LANDMARKS.livePickleball.tournamentIdx)
    const initially = JSON.stringify(pickleball())
    expect(initially).toContain('"status":"UPCOMING"')

    const played = demo.controls.simulation.step(1000)
    const restart = played.findIndex((event) => event.kind === 'cycle-restarted')
    expect(restart).toBeGreaterThan(50)
    // Step again, on a fresh server, up to the restart: everything was played then.
    const again = createDemoApp({ dataset: onlyPickleball, now: fakeClock().now })
    again.controls.simulation.step(restart)
    const before = again.dataset.tournaments.find(
      (tournament) => tournament.idx === LANDMARKS.livePickleball.tournamentIdx,
    )
    const unplayed = before?.rounds
      .flatMap((round) => round.games)
      .filter((game) => game.status === 'UPCOMING')
    expect(unplayed).toEqual([])
    again.controls.simulation.step(1)
    expect(again.controls.simulation.state().cycle).toBe(1)
    expect(
      JSON.stringify(
        again.dataset.tournaments.find(
          (tournament) => tournament.idx === LANDMARKS.livePickleball.tournamentIdx,
        ),
      ),
    ).toBe(initially)

    // And play goes on after the restart: games start and finish again.
    const after = played.slice(restart + 1)
    expect(after.some((event) => event.kind === 'game-finished')).toBe(true)
    expect(demo.controls.simulation.state().cycle).toBeGreaterThanOrEqual(1)
  })

  it('runs on its own at the chosen speed, and stops', () => {
    vi.useFakeTimers()
    const demo = createDemoApp({ now: fakeClock().now })
    const { simulation } = demo.controls
    expect(simulation.start(10)).toMatchObject({ running: true, speed: 10, intervalMs: 1000 })
    vi.advanceTimersByTime(3_500)
    expect(simulation.state().eventsApplied).toBe(3)
    simulation.setSpeed(20)
    vi.advanceTimersByTime(1_000)
    expect(simulation.state().eventsApplied).toBe(5)
    simulation.stop()
    vi.advanceTimersByTime(10_000)
    expect(simulation.state()).toMatchObject({ running: false, eventsApplied: 5 })
  })
})
