import type { Game, Round, Team, Tournament } from '../data/dataset-schema.ts'
import { advanceFrom } from '../data/advancement.ts'
import { formatOfRound } from '../data/match-format.ts'
import { planGame, playUntil } from '../data/play-in-time.ts'
import { recordResult } from '../data/results.ts'
import { scoreOf, type PlayedSet } from '../data/score.ts'
import type { DemoStore } from '../store/demo-store.ts'

export type SimulationEventKind = 'game-started' | 'set-finished' | 'game-finished' | 'cycle-restarted'

export interface SimulationEvent {
  kind: SimulationEventKind
  at: string
  tournamentIdx: string | null
  roundIdx: string | null
  gameIdx: string | null
  gameNumber: number | null
  description: string
}

/**
 * How the simulation moves on while running: 'events', one event every `intervalMs` whatever the
 * clock says (quick to watch, for tests and demos of change); 'clock', in real time, each game
 * starting at its printed time or when its court is free and lasting as long as real games do
 * (`playUntil`), so courts fall behind their printed times as at a venue.
 */
export type SimulationPace = 'events' | 'clock'

export interface SimulationState {
  running: boolean
  pace: SimulationPace
  /** The tournaments played on (idx); null: every IN_PROGRESS tournament. */
  tournaments: string[] | null
  /** Events per 10 seconds: 1 is one event every 10 s, 10 one a second. */
  speed: number
  intervalMs: number
  eventsApplied: number
  /** How many times the live tournaments were played to the end and started over. */
  cycle: number
  lastEvent: SimulationEvent | null
}

const BASE_INTERVAL_MS = 10_000
const MAX_LIVE_PER_TOURNAMENT = 6
/** How often the clock-paced simulation catches up with the clock. */
const CLOCK_TICK_MS = 5_000

/**
 * Plays the IN_PROGRESS tournaments on, one event at a time: a game starts (`liveStartedAt`), a
 * set ends (the score grows), a game ends (winner, standings, the winner and loser moved into the
 * slots waiting for them). Tournaments take turns; each keeps as many games live as it has
 * courts (at most six), and a court has one live game at a time. Results are random but seeded
 * by game and cycle, so `step` is repeatable.
 * When nothing is left to play the live tournaments start over from the initial dataset. The
 * simulation can be kept to some tournaments (`setTournaments`, or `step`'s `tournamentIdx`).
 */
export class LiveSimulation {
  #running = false
  #speed: number
  #timer: ReturnType<typeof setInterval> | null = null
  #eventsApplied = 0
  #cycle = 0
  #lastEvent: SimulationEvent | null = null
  #turn = 0
  #scope: string[] | null = null
  #plans = new Map<string, PlayedSet[]>()
  /** When each live game last had an event, as an event count: the clock may stand still in tests. */
  #touched = new Map<string, number>()

  constructor(
    private readonly store: DemoStore,
    private readonly now: () => number,
    speed = 1,
    private readonly pace: SimulationPace = 'events',
  ) {
    this.#speed = speed
  }

  state(): SimulationState {
    return {
      running: this.#running,
      pace: this.pace,
      tournaments: this.#scope === null ? null : [...this.#scope],
      speed: this.#speed,
      intervalMs: this.#intervalMs(),
      eventsApplied: this.#eventsApplied,
      cycle: this.#cycle,
      lastEvent: this.#lastEvent,
    }
  }

  start(speed?: number): SimulationState {
    if (speed !== undefined) this.#speed = speed
    this.stop()
    this.#running = true
    if (this.pace === 'clock') this.catchUp()
    this.#timer = setInterval(
      () => (this.pace === 'clock' ? this.catchUp() : this.step(1)),
      this.#intervalMs(),
    )
    this.#timer.unref?.()
    return this.state()
  }

  stop(): SimulationState {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
    this.#running = false
    return this.state()
  }

  setSpeed(speed: number): SimulationState {
    this.#speed = speed
    return this.#running ? this.start() : this.state()
  }

  /** Plays only these tournaments (still only while IN_PROGRESS); null: all of them. */
  setTournaments(tournaments: string[] | null): SimulationState {
    this.#scope = tournaments === null ? null : [...tournaments]
    return this.state()
  }

  /** Forgets the plans of games in play (after the dataset was reset). */
  forget(): void {
    this.#plans.clear()
    this.#touched.clear()
    this.#eventsApplied = 0
    this.#cycle = 0
    this.#turn = 0
    this.#lastEvent = null
  }

  /**
   * Applies up to `count` events now, whether or not the simulation is running; `tournamentIdx`
   * plays that tournament alone this time.
   */
  step(count = 1, tournamentIdx?: string): SimulationEvent[] {
    const scope = tournamentIdx === undefined ? this.#scope : [tournamentIdx]
    const events: SimulationEvent[] = []
    let restartedWithoutEvent = false
    while (events.length < count) {
      const event: SimulationEvent | null =
        this.#nextEvent(scope) ?? (restartedWithoutEvent ? null : this.#restart(scope))
      if (!event) break
      restartedWithoutEvent = event.kind === 'cycle-restarted'
      events.push(event)
      this.#eventsApplied++
      this.#lastEvent = event
    }
    return events
  }

  /** Plays the live tournaments (in scope) on in time, up to the clock's now. */
  catchUp(): SimulationEvent[] {
    const events = this.#liveTournaments(this.#scope).flatMap((tournament) =>
      playUntil(tournament, this.now(), { cycle: this.#cycle }).map(({ kind, at, round, game }) =>
        this.#event(kind, tournament, round, game, describe(kind, round, game), at),
      ),
    )
    this.#eventsApplied += events.length
    this.#lastEvent = events.at(-1) ?? this.#lastEvent
    return events
  }

  #intervalMs(): number {
    if (this.pace === 'clock') return CLOCK_TICK_MS
    return Math.max(10, Math.round(BASE_INTERVAL_MS / this.#speed))
  }

  #liveTournaments(scope: string[] | null): Tournament[] {
    return this.store.dataset.tournaments
      .filter((tournament) => tournament.status === 'IN_PROGRESS')
      .filter((tournament) => scope === null || scope.includes(tournament.idx))
      .sort((a, b) => (a.idx < b.idx ? -1 : 1))
  }

  #nextEvent(scope: string[] | null): SimulationEvent | null {
    const tournaments = this.#liveTournaments(scope)
    for (let i = 0; i < tournaments.length; i++) {
      const tournament = tournaments[(this.#turn + i) % tournaments.length]
      const event = tournament ? this.#eventIn(tournament) : null
      if (event) {
        this.#turn = (this.#turn + i + 1) % tournaments.length
        return event
      }
    }
    return null
  }

  #eventIn(tournament: Tournament): SimulationEvent | null {
    const games = tournament.rounds.flatMap((round) => round.games.map((game) => ({ round, game })))
    const live = games.filter(({ game }) => game.status === 'UPCOMING' && game.liveStartedAt !== null)
    const courts = this.store.club(tournament.clubIdx)?.courts.length ?? 2
    if (live.length < Math.min(MAX_LIVE_PER_TOURNAMENT, Math.max(1, courts))) {
      const busy = this.#courtsInPlay()
      const next = games
        .filter(({ game }) => game.status === 'UPCOMING' && game.liveStartedAt === null)
        .filter(({ game }) => game.homeTeamIdx !== null && game.awayTeamIdx !== null)
        .filter(({ game }) => game.courtIdx === null || !busy.has(game.courtIdx))
        .sort((a, b) => order(a.game) - order(b.game) || a.game.number - b.game.number)[0]
      if (next) return this.#startGame(tournament, next.round, next.game)
    }
    const oldest = live.sort((a, b) => this.#lastTouch(a.game) - this.#lastTouch(b.game))[0]
    return oldest ? this.#playSet(tournament, oldest.round, oldest.game) : null
  }

  /**
   * The courts a live game is on, in every tournament (two tournaments of one club share its
   * courts): a game waits for its court, as at a venue, while later games on free courts go on.
   */
  #courtsInPlay(): Set<string> {
    const busy = new Set<string>()
    for (const tournament of this.store.dataset.tournaments)
      for (const round of tournament.rounds)
        for (const game of round.games)
          if (game.courtIdx !== null && game.status === 'UPCOMING' && game.liveStartedAt !== null)
            busy.add(game.courtIdx)
    return busy
  }

  #startGame(tournament: Tournament, round: Round, game: Game): SimulationEvent {
    game.liveStartedAt = new Date(this.now()).toISOString()
    this.#touched.set(game.idx, this.#eventsApplied)
    return this.#event('game-started', tournament, round, game, describe('game-started', round, game))
  }

  #playSet(tournament: Tournament, round: Round, game: Game): SimulationEvent {
    const format = formatOfRound(round, tournament.sport)
    const plan = this.#planOf(game, format, tournament)
    const played = (game.score?.sets.length ?? 0) + 1
    this.#touched.set(game.idx, this.#eventsApplied)
    if (played < plan.length) {
      game.score = scoreOf(game.idx, plan.slice(0, played), format.pointsPerSet)
      return this.#event('set-finished', tournament, round, game, describe('set-finished', round, game))
    }
    recordResult(game, plan, format, new Date(this.now()).toISOString())
    advanceFrom(tournament, round, game)
    this.#plans.delete(game.idx)
    return this.#event('game-finished', tournament, round, game, describe('game-finished', round, game))
  }

  #planOf(game: Game, format: ReturnType<typeof formatOfRound>, tournament: Tournament): PlayedSet[] {
    const known = this.#plans.get(game.idx)
    if (known) return known
    const teams = new Map<string, Team>(
      tournament.divisions.flatMap((d) => d.teams.map((team) => [team.idx, team])),
    )
    const plan = planGame(game, format, teams, this.#cycle).sets
    this.#plans.set(game.idx, plan)
    return plan
  }

  #lastTouch(game: Game): number {
    return this.#touched.get(game.idx) ?? -1
  }

  #restart(scope: string[] | null): SimulationEvent | null {
    const tournaments = this.#liveTournaments(scope)
    if (tournaments.length === 0) return null
    for (const tournament of tournaments) this.store.restoreTournament(tournament.idx)
    this.#cycle++
    this.#plans.clear()
    this.#touched.clear()
    return {
      kind: 'cycle-restarted',
      at: new Date(this.now()).toISOString(),
      tournamentIdx: null,
      roundIdx: null,
      gameIdx: null,
      gameNumber: null,
      description: `the live tournaments start over (cycle ${this.#cycle})`,
    }
  }

  #event(
    kind: SimulationEventKind,
    tournament: Tournament,
    round: Round,
    game: Game,
    description: string,
    at = this.now(),
  ): SimulationEvent {
    return {
      kind,
      at: new Date(at).toISOString(),
      tournamentIdx: tournament.idx,
      roundIdx: round.idx,
      gameIdx: game.idx,
      gameNumber: game.number,
      description,
    }
  }
}

function order(game: Game): number {
  return game.time === null ? Number.MAX_SAFE_INTEGER : Date.parse(game.time)
}

function describe(kind: SimulationEventKind, round: Round, game: Game): string {
  if (kind === 'set-finished') return `set ${game.score?.sets.length ?? 0} of game ${game.number} finished`
  return `game ${game.number} of ${round.name} ${kind === 'game-started' ? 'started' : 'finished'}`
}
