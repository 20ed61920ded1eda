import { describe, expect, it } from 'vitest'
import type { Reference } from '../api/schemas'
import {
  nextGameNeeds,
  poolOutlook,
  type PointsPerResult,
  type PoolGameLeft,
  type PoolState,
} from './pool-outlook'

const team = (name: string): Reference => ({ idx: name.toLowerCase(), name })
const WINS: PointsPerResult = { win: 1, tie: 0, loss: 0 }
const THREE_ONE_NIL: PointsPerResult = { win: 3, tie: 1, loss: 0 }

/** A game and who won it (null: a tie). */
type Played = [home: Reference, away: Reference, winner: Reference | null]

/**
 * A pool after `played` and with `left` still to play, the points counted from the results as
 * the standings count them.
 */
function poolAfter(
  teams: readonly Reference[],
  played: readonly Played[],
  left: readonly [Reference, Reference][],
  options: { points?: PointsPerResult; tiesAllowed?: boolean; qualifyingPlaces?: number } = {},
): PoolState {
  const points = options.points ?? WINS
  const total = new Map(teams.map((each) => [each.idx, 0]))
  const add = (each: Reference, gained: number) => total.set(each.idx, (total.get(each.idx) ?? 0) + gained)
  for (const [home, away, winner] of played) {
    if (!winner) {
      add(home, points.tie)
      add(away, points.tie)
      continue
    }
    add(winner, points.win)
    add(winner === home ? away : home, points.loss)
  }
  return {
    teams: teams.map((each) => ({ team: each, points: total.get(each.idx) ?? 0 })),
    gamesLeft: left.map(([home, away], i) => ({ idx: `left${i}`, home, away })),
    points,
    tiesAllowed: options.tiesAllowed ?? false,
    qualifyingPlaces: options.qualifyingPlaces ?? 2,
  }
}

/** Each team's mark as "status" or "status (tiebreaks)", by name. */
function marks(state: PoolState): Record<string, string> {
  return Object.fromEntries(
    poolOutlook(state).map((each) => [
      each.team.name,
      each.dependsOnTiebreaks ? `${each.status} (tiebreaks)` : each.status,
    ]),
  )
}

/** What an outlook says, worked out the long way: every outcome of every game left, each team. */
function bruteForce(state: PoolState) {
  const { win, tie, loss } = state.points
  const results: [number, number][] = [
    [win, loss],
    [loss, win],
    ...(state.tiesAllowed ? [[tie, tie] as [number, number]] : []),
  ]
  const finals: number[][] = []
  const visit = (index: number, points: number[]) => {
    const game = state.gamesLeft[index]
    if (!game) return void finals.push(points)
    const [home, away] = [game.home, game.away].map((each) =>
      state.teams.findIndex((row) => row.team.idx === each.idx),
    )
    for (const [toHome, toAway] of results)
      visit(
        index + 1,
        points.map((p, i) => p + (i === home ? toHome : i === away ? toAway : 0)),
      )
  }
  visit(
    0,
    state.teams.map((row) => row.points),
  )
  const line = state.qualifyingPlaces
  return state.teams.map((_, team) => {
    const above = finals.map((points) => points.filter((p, i) => i !== team && p > points[team]!).length)
    const atOrAbove = finals.map((points) => points.filter((p, i) => i !== team && p >= points[team]!).length)
    const [best, worst] = [1 + Math.min(...above), 1 + Math.max(...atOrAbove)]
    const status = worst <= line ? 'through' : best > line ? 'out' : 'open'
    const onTiebreaks = 1 + Math.max(...above) <= line || 1 + Math.min(...atOrAbove) > line
    return { best, worst, status, dependsOnTiebreaks: status === 'open' && onTiebreaks, exact: true }
  })
}

/** A made-up pool of `size` teams: some games played at random, `left` others still to play. */
function randomPool(random: () => number, size: number, left: number): PoolState {
  const teams = Array.from({ length: size }, (_, i) => team(`T${i + 1}`))
  const systems = [WINS, THREE_ONE_NIL, { win: 2, tie: 1, loss: 1 }, { win: 1, tie: 0.5, loss: 0 }]
  const points = systems[Math.floor(random() * systems.length)]!
  const tiesAllowed = random() < 0.5
  const games = teams.flatMap((home, i) =>
    teams.slice(i + 1).map((away) => [home, away] as [Reference, Reference]),
  )
  // Now and then a double round robin: every pair meets twice.
  const all = random() < 0.2 ? [...games, ...games] : games
  const shuffled = all.map((game) => ({ game, key: random() })).sort((a, b) => a.key - b.key)
  const played: Played[] = shuffled.slice(left).map(({ game: [home, away] }) => {
    const r = random()
    return [home, away, tiesAllowed && r < 0.25 ? null : r < 0.6 ? home : away]
  })
  const qualifyingPlaces = 1 + Math.floor(random() * (size - 1))
  return poolAfter(
    teams,
    played,
    shuffled.slice(0, left).map(({ game }) => game),
    { points, tiesAllowed, qualifyingPlaces },
  )
}

function seeded(seed: number): () => number {
  let state = seed
  return () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
}

describe('the outlook of a pool, against every outcome worked out one by one', () => {
  it('agrees on places, marks and tiebreaks for made-up pools of 3 to 8 teams, with and without ties', () => {
    const random = seeded(2023)
    for (let trial = 0; trial < 150; trial++) {
      const size = 3 + (trial % 6)
      const state = randomPool(random, size, 1 + Math.floor(random() * 7))
      const context = JSON.stringify(state)
      expect(
        poolOutlook(state).map(({ team: _, ...rest }) => rest),
        context,
      ).toEqual(bruteForce(state))
      // What each result of the first game left leaves its home team: that pool with the result in.
      const [first] = state.gamesLeft
      const home = state.teams.findIndex((row) => row.team.idx === first!.home.idx)
      const after = (toHome: number, toAway: number) =>
        bruteForce(withResult(state, first!, toHome, toAway))[home]
      const { win, tie, loss } = state.points
      expect(nextGameNeeds(state, first!.home.idx), context).toEqual({
        game: first,
        opponent: first!.away,
        win: after(win, loss),
        loss: after(loss, win),
        tie: state.tiesAllowed ? after(tie, tie) : null,
      })
    }
  })
})

/** The pool once `game` is played: its teams' points in, the game no longer left. */
function withResult(state: PoolState, game: PoolGameLeft, toHome: number, toAway: number): PoolState {
  const gained = (idx: string) => (idx === game.home.idx ? toHome : idx === game.away.idx ? toAway : 0)
  return {
    ...state,
    teams: state.teams.map((row) => ({ ...row, points: row.points + gained(row.team.idx) })),
    gamesLeft: state.gamesLeft.filter((each) => each !== game),
  }
}

/**
 * The Nitto ATP Finals 2023, Turin: two groups of four, the first two of each through, standings
 * on wins. The ATP breaks ties on sets and games won, which the outlook does not know: where it
 * says "tiebreaks", the ATP could sometimes already tell (noted game by game).
 *
 * Red group, in the order played. Sources: japantimes.co.jp/sports/2023/11/14/tennis/zverev-afp-tennis
 * (13 Nov: Zverev d. Alcaraz 6-7 6-3 6-4, Medvedev d. Rublev 6-4 6-2); celebsnet.com, "Turin
 * Masters 2023" (15 Nov: Alcaraz d. Rublev 7-5 6-2 in the afternoon, Medvedev–Zverev at night);
 * ventidisport.it (Medvedev d. Zverev 7-6 6-4, "the first semi-finalist"); sport1.de, "Alcaraz
 * zerstört Zverevs Halbfinal-Hoffnungen" (17 Nov: Alcaraz d. Medvedev 6-4 6-4, Zverev out before
 * his last match); rtl.be, 2023-11-17 (Zverev d. Rublev after it, Alcaraz and Medvedev through).
 */
const [alcaraz, medvedev, zverev, rublev] = ['Alcaraz', 'Medvedev', 'Zverev', 'Rublev'].map(team) as [
  Reference,
  Reference,
  Reference,
  Reference,
]
const RED: Played[] = [
  [zverev, alcaraz, zverev],
  [medvedev, rublev, medvedev],
  [alcaraz, rublev, alcaraz],
  [medvedev, zverev, medvedev],
  [alcaraz, medvedev, alcaraz],
  [zverev, rublev, zverev],
]
const red = (played: number) =>
  poolAfter(
    [alcaraz, medvedev, zverev, rublev],
    RED.slice(0, played),
    RED.slice(played).map(([home, away]) => [home, away]),
  )

/**
 * Green group. Sources: tuttosport.com, 2023-11-13 (12 Nov: Sinner d. Tsitsipas 6-4 6-4, Djokovic
 * d. Rune 7-6 6-7 6-3); pledgetimes.com, "Tsitsipas withdraws, in his place Hubert Hurkacz" (14 Nov:
 * Tsitsipas retired after three games against Rune and left the event; Hurkacz, the alternate,
 * plays his last match, against Djokovic); e2india.com (Sinner–Djokovic after Rune–Tsitsipas);
 * timesofmalta.com, 2023-11-16 (Sinner d. Djokovic 7-5 6-7 7-6; Djokovic d. Hurkacz 7-6 4-6 6-1,
 * Sinner sure of the semi-finals on sets); srf.ch, "Sinner rettet Djokovic" (Sinner d. Rune 6-2 5-7
 * 6-4 that night: Sinner first, Djokovic second, Rune out).
 */
const [djokovic, sinner, rune, tsitsipas, hurkacz] = [
  'Djokovic',
  'Sinner',
  'Rune',
  'Tsitsipas',
  'Hurkacz',
].map(team) as [Reference, Reference, Reference, Reference, Reference]
const GREEN: Played[] = [
  [sinner, tsitsipas, sinner],
  [djokovic, rune, djokovic],
  [rune, tsitsipas, rune],
  [sinner, djokovic, sinner],
  [djokovic, hurkacz, djokovic],
  [sinner, rune, sinner],
]
/** Tsitsipas's last match is Hurkacz's once Tsitsipas has left, after the third match. */
const green = (played: number) => {
  const replaced = played >= 3
  const stand = (each: Reference) => (each === hurkacz && !replaced ? tsitsipas : each)
  return poolAfter(
    replaced ? [djokovic, sinner, rune, tsitsipas, hurkacz] : [djokovic, sinner, rune, tsitsipas],
    GREEN.slice(0, played),
    GREEN.slice(played).map(([home, away]) => [stand(home), stand(away)]),
  )
}

describe('the outlook of the ATP Finals 2023 groups, match by match', () => {
  it('Red group: nobody is decided on wins until Rublev’s second defeat; open teams that only sets can separate say so', () => {
    for (const played of [0, 1, 2])
      expect(marks(red(played))).toEqual({
        Alcaraz: 'open',
        Medvedev: 'open',
        Zverev: 'open',
        Rublev: 'open',
      })
    // After Alcaraz d. Rublev: Rublev could still tie on one win for second (the ATP had him out on sets).
    expect(marks(red(3))).toEqual({
      Alcaraz: 'open',
      Medvedev: 'open',
      Zverev: 'open',
      Rublev: 'open (tiebreaks)',
    })
    // After Medvedev d. Zverev: Medvedev is through unless three end on two wins (the ATP knew on sets).
    expect(marks(red(4))).toEqual({
      Alcaraz: 'open',
      Medvedev: 'open (tiebreaks)',
      Zverev: 'open',
      Rublev: 'open (tiebreaks)',
    })
  })

  it('Red group: after Alcaraz d. Medvedev, Rublev is out; a win leaves Zverev on tiebreaks, a loss puts him out', () => {
    expect(marks(red(5))).toEqual({
      Alcaraz: 'open (tiebreaks)',
      Medvedev: 'open (tiebreaks)',
      Zverev: 'open (tiebreaks)',
      Rublev: 'out',
    })
    const needs = nextGameNeeds(red(5), 'zverev')
    expect(needs?.opponent).toBe(rublev)
    expect([needs?.win.status, needs?.win.dependsOnTiebreaks]).toEqual(['open', true])
    expect(needs?.loss.status).toBe('out')
    expect(needs?.tie).toBeNull()
    // All played: three on two wins. On points alone only tiebreaks part them (Zverev went out on sets).
    const last = poolOutlook(red(6))
    expect(marks(red(6))).toEqual({
      Alcaraz: 'open (tiebreaks)',
      Medvedev: 'open (tiebreaks)',
      Zverev: 'open (tiebreaks)',
      Rublev: 'out',
    })
    expect(last.map(({ best, worst }) => [best, worst])).toEqual([
      [1, 3],
      [1, 3],
      [1, 3],
      [4, 4],
    ])
  })

  it('Green group: Tsitsipas is out once he leaves; Hurkacz, in for one match, can only tie', () => {
    expect(marks(green(2))).toEqual({ Djokovic: 'open', Sinner: 'open', Rune: 'open', Tsitsipas: 'open' })
    expect(marks(green(3))).toEqual({
      Djokovic: 'open',
      Sinner: 'open',
      Rune: 'open',
      Tsitsipas: 'out',
      Hurkacz: 'open (tiebreaks)',
    })
    // After Sinner d. Djokovic: Sinner through unless three end on two wins.
    expect(marks(green(4))).toEqual({
      Djokovic: 'open',
      Sinner: 'open (tiebreaks)',
      Rune: 'open',
      Tsitsipas: 'out',
      Hurkacz: 'open (tiebreaks)',
    })
    const djokovicNeeds = nextGameNeeds(green(4), 'djokovic')
    expect(djokovicNeeds?.opponent).toBe(hurkacz)
    expect([djokovicNeeds?.win.status, djokovicNeeds?.win.dependsOnTiebreaks]).toEqual(['open', true])
    expect([djokovicNeeds?.loss.status, djokovicNeeds?.loss.dependsOnTiebreaks]).toEqual(['open', true])
  })

  it('Green group: Djokovic waits on Sinner–Rune, and is through once Sinner beats Rune', () => {
    expect(marks(green(5))).toEqual({
      Djokovic: 'open (tiebreaks)',
      Sinner: 'open (tiebreaks)',
      Rune: 'open (tiebreaks)',
      Tsitsipas: 'out',
      Hurkacz: 'out',
    })
    expect(nextGameNeeds(green(5), 'djokovic')).toBeNull()
    const rune = nextGameNeeds(green(5), 'rune')
    expect([rune?.opponent, rune?.win.status, rune?.win.dependsOnTiebreaks, rune?.loss.status]).toEqual([
      sinner,
      'open',
      true,
      'out',
    ])
    expect(nextGameNeeds(green(5), 'sinner')?.win.status).toBe('through')
    expect(marks(green(6))).toEqual({
      Djokovic: 'through',
      Sinner: 'through',
      Rune: 'out',
      Tsitsipas: 'out',
      Hurkacz: 'out',
    })
  })
})

const [a, b, c, d] = ['A', 'B', 'C', 'D'].map(team) as [Reference, Reference, Reference, Reference]

describe('the outlook of a pool', () => {
  // A and B have won twice, C and D lost twice; A–B and C–D are left.
  const decided = (left: [Reference, Reference][]) =>
    poolAfter(
      [a, b, c, d],
      [
        [a, c, a],
        [b, d, b],
        [a, d, a],
        [b, c, b],
      ],
      left,
    )

  it('marks teams through or out once no result can change it, with the places each can still take', () => {
    const state = decided([
      [a, b],
      [c, d],
    ])
    expect(marks(state)).toEqual({ A: 'through', B: 'through', C: 'out', D: 'out' })
    expect(poolOutlook(state).map(({ best, worst, exact }) => [best, worst, exact])).toEqual([
      [1, 2, true],
      [1, 2, true],
      [3, 4, true],
      [3, 4, true],
    ])
  })

  it('says a game left between two decided teams changes nothing for them', () => {
    const needs = nextGameNeeds(
      decided([
        [c, d],
        [a, b],
      ]),
      'c',
    )
    expect(needs?.opponent).toBe(d)
    expect(needs?.game.idx).toBe('left0')
    expect([needs?.win.status, needs?.loss.status, needs?.tie]).toEqual(['out', 'out', null])
  })

  it('counts a tie where the round allows one: three points a win, one a tie, one place through', () => {
    // A beat C and tied with B; B–C is left.
    const state = poolAfter(
      [a, b, c],
      [
        [a, b, null],
        [a, c, a],
      ],
      [[b, c]],
      { points: THREE_ONE_NIL, tiesAllowed: true, qualifyingPlaces: 1 },
    )
    expect(state.teams.map((row) => row.points)).toEqual([4, 1, 0])
    expect(marks(state)).toEqual({ A: 'open (tiebreaks)', B: 'open (tiebreaks)', C: 'out' })
    const needs = nextGameNeeds(state, 'b')
    expect([
      needs?.win.status,
      needs?.win.dependsOnTiebreaks,
      needs?.tie?.status,
      needs?.loss.status,
    ]).toEqual(['open', true, 'out', 'out'])
  })

  it('searches a pool of eight with every game left exactly: everyone open, any place possible', () => {
    const teams = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map(team)
    const all = teams.flatMap((home, i) =>
      teams.slice(i + 1).map((away) => [home, away] as [Reference, Reference]),
    )
    const outlook = poolOutlook(poolAfter(teams, [], all, { points: THREE_ONE_NIL, tiesAllowed: true }))
    expect(outlook.map(({ status, best, worst, exact }) => [status, best, worst, exact])).toEqual(
      teams.map(() => ['open', 1, 8, true]),
    )
  })

  it('needs nothing of a team with no game left, or of a team not in the pool', () => {
    const state = decided([[a, b]])
    expect(nextGameNeeds(state, 'c')).toBeNull()
    expect(nextGameNeeds(state, 'nobody')).toBeNull()
  })
})
