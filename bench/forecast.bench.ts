import { readFileSync } from 'node:fs'
import { parseCsv } from '../server/src/data/csv.ts'
import { ROLAND_GARROS_CSV } from '../server/src/data/roland-garros.ts'
import { createDemoApp } from '../server/src/app.ts'
import { generateDemoDataset } from '../server/src/data/generate.ts'
import { formatOfRound } from '../server/src/data/match-format.ts'
import { planGame } from '../server/src/data/play-in-time.ts'
import type { Game } from '../src/api/schemas'
import type { GameFormat } from '../src/domain/game-lengths'
import { orderOfPlay } from '../src/domain/order-of-play'
import { forecastPlay } from '../src/domain/play-forecast'

/**
 * `npm run bench -- forecast`: how far the estimated starts (src/domain/play-forecast.ts) and the
 * printed times are from the real starts, for the games still waiting, on whole days replayed on
 * real match lengths. Each day: games dealt to the courts in turn, printed every `slot` minutes
 * from 11:00; each starts at its printed time or 10 minutes after its court's game before ends,
 * whichever is later, and lasts its real length. Every 30 minutes of the day the forecast is made
 * from what a viewer would see then (finished games with their times, live games with the sets
 * played so far, the rest waiting) and compared with what really happened. Issue 34 §6.
 */

const MINUTE = 60_000
const CHANGEOVER = 10

interface DayPlan {
  name: string
  sport: string
  format: GameFormat
  courts: number
  slotMinutes: number
  /** Real lengths in minutes, in the order of play. */
  lengths: number[]
  /** Sets each game lasted, for what a live game shows. */
  sets: number[]
}

interface Played {
  printed: number
  start: number
  end: number
  sets: number
  court: number
}

function replay(plan: DayPlan, day: number): Played[] {
  const free = Array.from({ length: plan.courts }, () => 0)
  return plan.lengths.map((minutes, index) => {
    const court = index % plan.courts
    const slot = Math.floor(index / plan.courts)
    const printed = day + (11 * 60 + slot * plan.slotMinutes) * MINUTE
    const start = Math.max(printed, free[court]! + (free[court] ? CHANGEOVER * MINUTE : 0))
    const end = start + minutes * MINUTE
    free[court] = end
    return { printed, start, end, sets: plan.sets[index]!, court: court + 1 }
  })
}

const gameIdx = (each: Played) => `${each.printed}-${each.court}`

/** The day as a viewer sees it at `now`: results, live games with their sets so far, the rest waiting. */
function seen(played: readonly Played[], now: number): { game: Game }[] {
  return played.map((each, index) => {
    const iso = (ms: number) => new Date(ms).toISOString()
    const base = { idx: gameIdx(each), number: index + 1, courtNumber: each.court, time: iso(each.printed) }
    if (each.end <= now)
      return {
        game: {
          ...base,
          status: 'FINISHED',
          liveStartedAt: iso(each.start),
          submittedAt: iso(each.end),
          winner: { idx: `h${index}`, name: 'H' },
          homeTeam: { idx: `h${index}`, name: 'H' },
          awayTeam: { idx: `a${index}`, name: 'A' },
          score: { sets: Array.from({ length: each.sets }, () => ({ home: 6, away: 4 })) },
        } as Game,
      }
    if (each.start <= now) {
      const setsDone = Math.floor(((now - each.start) / (each.end - each.start)) * each.sets)
      const sets = Array.from({ length: setsDone + 1 }, () => ({ home: 3, away: 2 }))
      return {
        game: { ...base, status: 'UPCOMING', liveStartedAt: iso(each.start), score: { sets } } as Game,
      }
    }
    return { game: { ...base, status: 'UPCOMING' } as Game }
  })
}

function measure(plan: DayPlan, days: number) {
  let estimateError = 0
  let printedError = 0
  let waiting = 0
  // The tournament's days before, all played: what its order of play has learned from by then.
  const before: Played[] = []
  for (let d = 0; d < days; d++) {
    const day = Date.UTC(2023, 4, 28 + d)
    const from = (d * plan.lengths.length) / days
    const part = (list: number[]) => list.slice(from, from + plan.lengths.length / days)
    const played = replay({ ...plan, lengths: part(plan.lengths), sets: part(plan.sets) }, day)
    const last = Math.max(...played.map((each) => each.start))
    for (let now = day + 11.5 * 60 * MINUTE; now < last; now += 30 * MINUTE) {
      const { days: order } = orderOfPlay(seen([...before, ...played], now), { timeZone: 'UTC' })
      const { starts } = forecastPlay(order, {
        now,
        sport: plan.sport,
        facts: () => ({ divisionIdx: null, format: plan.format }),
      })
      for (const each of played) {
        if (each.start <= now) continue
        const estimate = starts.get(gameIdx(each))
        if (!estimate) continue
        estimateError += Math.abs(estimate.at - each.start)
        printedError += Math.abs(each.printed - each.start)
        waiting += 1
      }
    }
    before.push(...played)
  }
  return {
    waiting,
    estimate: estimateError / waiting / MINUTE,
    printed: printedError / waiting / MINUTE,
  }
}

function rolandGarros(): DayPlan {
  const rows = parseCsv(readFileSync(ROLAND_GARROS_CSV, 'utf8')).filter(
    (row) => row.round === 'R128' && Number(row.minutes) > 0,
  )
  return {
    name: 'Roland Garros 2023, first round (64 real lengths over 3 days, 6 courts, printed every 2½ h)',
    sport: 'TENNIS',
    format: { numberOfSets: 5, proSets: false },
    courts: 6,
    slotMinutes: 150,
    lengths: rows.map((row) => Number(row.minutes)),
    sets: rows.map((row) => (row.score ?? '').trim().split(/\s+/).length),
  }
}

function padelDemo(): DayPlan {
  const demo = createDemoApp({})
  const lengths: number[] = []
  const sets: number[] = []
  for (const tournament of demo.dataset.tournaments) {
    if (tournament.sport !== 'PADEL') continue
    for (const round of tournament.rounds)
      for (const game of round.games) {
        const start = Date.parse(game.liveStartedAt ?? game.time ?? '')
        const end = Date.parse(game.submittedAt ?? '')
        const minutes = game.lengthInMinutes ?? (end - start) / MINUTE
        if (game.status !== 'FINISHED' || !(minutes >= 5 && minutes < 600)) continue
        lengths.push(minutes)
        sets.push(game.score?.sets?.length || 2)
      }
  }
  demo.close()
  return padelDays(
    `Padel demo (${lengths.length} lengths from the demo's finished games, 6 courts, printed every hour)`,
    lengths,
    sets,
  )
}

/** A padel day of the demo's: its first 96 games on 6 courts, a game printed every hour. */
function padelDays(name: string, lengths: number[], sets: number[]): DayPlan {
  const format = { numberOfSets: 3, proSets: false }
  return {
    name,
    sport: 'PADEL',
    format,
    courts: 6,
    slotMinutes: 60,
    lengths: lengths.slice(0, 96),
    sets: sets.slice(0, 96),
  }
}

/**
 * The padel games as `npm start` plays them in time (`--simulate-in-time`): each as long as its
 * score says (planGame: 30–84 minutes for the first 96), so courts fall behind their printed hour
 * and catch up.
 */
function padelInTime(): DayPlan {
  const lengths: number[] = []
  const sets: number[] = []
  for (const tournament of generateDemoDataset().tournaments) {
    if (tournament.sport !== 'PADEL') continue
    const teams = new Map(tournament.divisions.flatMap((d) => d.teams.map((team) => [team.idx, team])))
    for (const round of tournament.rounds)
      for (const game of round.games) {
        if (game.homeTeamIdx === null || game.awayTeamIdx === null) continue
        const plan = planGame(game, formatOfRound(round, 'PADEL'), teams, 0)
        lengths.push(plan.setEnds.at(-1)!)
        sets.push(plan.sets.length)
      }
  }
  return padelDays(
    'Padel demo played in time (96 games as long as their scores say, 6 courts, printed every hour)',
    lengths,
    sets,
  )
}

export default async function forecastBench(): Promise<void> {
  const rows = [
    { plan: rolandGarros(), days: 3 },
    { plan: padelDemo(), days: 4 },
    { plan: padelInTime(), days: 4 },
  ].map(({ plan, days }) => ({ plan, ...measure(plan, days) }))
  for (const { plan, waiting, estimate, printed } of rows) {
    console.log(plan.name)
    const ratio = printed > 0 ? (estimate / printed).toFixed(2) : 'n/a (the printed times were exact)'
    console.log(
      `  waiting games measured: ${waiting}; mean absolute error of the start: estimate ${estimate.toFixed(1)} min, printed time ${printed.toFixed(1)} min; ratio ${ratio}`,
    )
  }
  await Promise.resolve()
}
