import type { Game, Round, Team, Tournament } from './dataset-schema.ts'
import { advanceFrom } from './advancement.ts'
import { formatOfRound, playMatch, type MatchFormat } from './match-format.ts'
import { createRandom } from './random.ts'
import { homeSetChance, recordResult } from './results.ts'
import { scoreOf, type PlayedSet } from './score.ts'

const MINUTE = 60_000
/** Between a result and the next game's start on the same court: players leave, the next warm up. */
export const CHANGEOVER_MINUTES = 5

export type TimedEventKind = 'game-started' | 'set-finished' | 'game-finished'

export interface TimedEvent {
  kind: TimedEventKind
  at: number
  round: Round
  game: Game
}

/** A game as it will be played: its sets, and when each of them ends, in minutes from its start. */
export interface GamePlan {
  sets: PlayedSet[]
  setEnds: number[]
}

const WARM_UP_MINUTES = 3
/** A point of a tie-break, or of a set played to 11 points. */
const MINUTES_PER_POINT = 0.5

/**
 * How a game goes, the same every time for the same game and cycle: the result (better seeds win
 * more often) and its length, from its score: each game of a set takes 2–3 minutes (the pace of
 * that set), each point of a tie-break or of a set to 11 half a minute, after a warm-up. So a
 * 6-1 6-2 padel game is over in about 40 minutes and a 7-5 4-6 10-8 one takes about 65: most fit their hour,
 * the close ones run long.
 */
export function planGame(game: Game, format: MatchFormat, teams: ReadonlyMap<string, Team>, cycle: number) {
  const chance = homeSetChance(teams.get(game.homeTeamIdx ?? ''), teams.get(game.awayTeamIdx ?? ''))
  const sets = playMatch(createRandom(`${game.idx}/${cycle}`), format, chance)
  const random = createRandom(`${game.idx}/${cycle}/minutes`)
  const points = format.pointsPerSet >= 11
  let minutes = WARM_UP_MINUTES
  const setEnds = sets.map((set, i) => {
    const tieBreak = format.matchTieBreak && i === format.numberOfSets - 1 && set.isTieBreak
    const played = set.home + set.away
    const each = tieBreak || points ? MINUTES_PER_POINT : random.int(20, 30) / 10
    minutes += Math.round(played * each)
    return minutes
  })
  return { sets, setEnds } satisfies GamePlan
}

/**
 * Plays a tournament on, in time, up to `until` (ms): each court takes its games in the order of
 * play, one at a time; a game starts at its printed time or `CHANGEOVER_MINUTES` after the court's
 * game before it ends, whichever is later, once both its teams are known; its sets end as its plan
 * says (`setBySet`: the score grows set by set; else a live game has no score until it ends). So a
 * court whose games run long falls behind its printed times and catches up with short ones. Games without a court or a time are not played. Returns what happened, in time order.
 * The courts are the tournament's own: the demo's live tournaments share none.
 */
export function playUntil(
  tournament: Tournament,
  until: number,
  options: { cycle?: number; setBySet?: boolean } = {},
): TimedEvent[] {
  const { cycle = 0, setBySet = true } = options
  const teams = new Map(tournament.divisions.flatMap((d) => d.teams.map((team) => [team.idx, team])))
  const games = tournament.rounds.flatMap((round) => round.games.map((game) => ({ round, game })))
  const plans = new Map<string, GamePlan>()
  const planOf = (round: Round, game: Game) => {
    const known = plans.get(game.idx)
    if (known) return known
    const plan = planGame(game, formatOfRound(round, tournament.sport), teams, cycle)
    plans.set(game.idx, plan)
    return plan
  }
  const events: TimedEvent[] = []
  for (let clock = -Infinity; ;) {
    // A game whose teams were known only now starts now at the earliest.
    const next = nextEvent(games, planOf, clock, setBySet)
    if (!next || next.at > until) return events
    clock = next.at
    apply(tournament, next, planOf(next.round, next.game))
    events.push(next)
  }
}

type Planner = (round: Round, game: Game) => GamePlan

function nextEvent(
  games: ReadonlyArray<{ round: Round; game: Game }>,
  planOf: Planner,
  clock: number,
  setBySet: boolean,
): TimedEvent | null {
  const candidates: TimedEvent[] = []
  const byCourt = new Map<string, Array<{ round: Round; game: Game }>>()
  for (const entry of games) {
    if (entry.game.courtIdx === null || entry.game.time === null) continue
    byCourt.set(entry.game.courtIdx, [...(byCourt.get(entry.game.courtIdx) ?? []), entry])
  }
  for (const onCourt of byCourt.values()) {
    const live = onCourt.find(({ game }) => isLive(game))
    if (live) {
      const plan = planOf(live.round, live.game)
      const done = live.game.score?.sets.length ?? 0
      const kind = setBySet && done + 1 < plan.sets.length ? 'set-finished' : 'game-finished'
      const end = plan.setEnds[kind === 'set-finished' ? done : plan.setEnds.length - 1] ?? 0
      const at = Date.parse(live.game.liveStartedAt ?? '') + end * MINUTE
      candidates.push({ kind, at, round: live.round, game: live.game })
      continue
    }
    const free = Math.max(
      -Infinity,
      ...onCourt.map(({ game }) => (game.submittedAt === null ? -Infinity : Date.parse(game.submittedAt))),
    )
    const waiting = onCourt
      .filter(
        ({ game }) => game.status === 'UPCOMING' && game.homeTeamIdx !== null && game.awayTeamIdx !== null,
      )
      .sort(
        (a, b) =>
          Date.parse(a.game.time ?? '') - Date.parse(b.game.time ?? '') || a.game.number - b.game.number,
      )[0]
    if (!waiting) continue
    const at = Math.max(Date.parse(waiting.game.time ?? ''), free + CHANGEOVER_MINUTES * MINUTE, clock)
    candidates.push({ kind: 'game-started', at, round: waiting.round, game: waiting.game })
  }
  // Ends before starts at the same instant, then the order of play.
  const rank = (event: TimedEvent) => (event.kind === 'game-started' ? 1 : 0)
  candidates.sort(
    (a, b) => a.at - b.at || rank(a) - rank(b) || (a.game.scheduleNumber ?? 0) - (b.game.scheduleNumber ?? 0),
  )
  return candidates[0] ?? null
}

function isLive(game: Game): boolean {
  return game.status === 'UPCOMING' && game.liveStartedAt !== null
}

function apply(tournament: Tournament, event: TimedEvent, plan: GamePlan): void {
  const { game, round } = event
  const iso = new Date(event.at).toISOString()
  const format = formatOfRound(round, tournament.sport)
  if (event.kind === 'game-started') {
    game.liveStartedAt = iso
    return
  }
  if (event.kind === 'set-finished') {
    const played = (game.score?.sets.length ?? 0) + 1
    game.score = scoreOf(game.idx, plan.sets.slice(0, played), format.pointsPerSet)
    return
  }
  recordResult(game, plan.sets, format, iso)
  game.lengthInMinutes = Math.round((event.at - Date.parse(game.liveStartedAt ?? iso)) / MINUTE)
  advanceFrom(tournament, round, game)
}
