import type { Game } from '../api/schemas'
import type { PlayGame } from './play-game'
import type { GameState } from './score'
import type { StartEstimate } from './start-estimates'

/*
 * What to tell a person about the games of the teams they follow, from one look at them to the
 * next: a game is next on its court (estimated to start within 15 minutes), goes live, or ends
 * with its result. Only changes seen are told: the first look at a game is where it stands, so
 * opening the viewer in the evening does not replay the day's results. Each alert is told once:
 * what was told is remembered with the look (decision record 3410), so a reload or another tab
 * that sees the same state tells nothing again. Issue 34 §3.
 */

export type AlertKind = 'next' | 'live' | 'result'

export const ALERT_KINDS: readonly AlertKind[] = ['next', 'live', 'result']

/** "Next on its court": estimated to start within this many minutes. */
export const NEXT_WITHIN_MINUTES = 15

/** A followed team's game at one look, with whatever the caller needs to tell it (`entry`). */
export interface WatchedGame<E = unknown> {
  teamIdx: string
  gameIdx: string
  state: GameState
  /** Whether the game has a court to be next on. */
  hasCourt: boolean
  /** The estimated start of a waiting game (the order of play's forecast), ms; null without one. */
  estimatedStart: number | null
  entry: E
}

/**
 * Where a game stands for alerts: waiting, next on its court (`soon`), live, ended with a result,
 * or neither to be played nor played (cancelled, a bye).
 */
export type Phase = 'waiting' | 'soon' | 'live' | 'ended' | 'off'

/** By `watchKey`: where each watched game stood at the last look. */
export type SeenPhases = Readonly<Record<string, Phase>>

export interface GameAlert<E = unknown> {
  kind: AlertKind
  /** Names the alert once and for all: `kind|team|game`. */
  key: string
  game: WatchedGame<E>
}

export interface AlertDecision<E> {
  alerts: GameAlert<E>[]
  /** This look, to compare the next one with. */
  seen: Record<string, Phase>
  /** The alerts told, those of games still watched: to keep with the look. */
  told: string[]
}

/** One team's side of one game: two followed teams in one game are each told about it. */
export function watchKey(game: Pick<WatchedGame, 'teamIdx' | 'gameIdx'>): string {
  return `${game.teamIdx}|${game.gameIdx}`
}

/** A team's games (`teamGames`) as the watcher sees them, with the order of play's estimated starts. */
export function watchedGames<G extends Pick<PlayGame, 'state' | 'court'> & { game: Pick<Game, 'idx'> }>(
  teamIdx: string,
  games: readonly G[],
  starts: ReadonlyMap<string, Pick<StartEstimate, 'at'>>,
): WatchedGame<G>[] {
  return games.map((each) => ({
    teamIdx,
    gameIdx: each.game.idx,
    state: each.state,
    hasCourt: each.court !== null,
    estimatedStart: starts.get(each.game.idx)?.at ?? null,
    entry: each,
  }))
}

export function phaseOf(game: WatchedGame, now: number): Phase {
  switch (game.state) {
    case 'live':
      return 'live'
    case 'finished':
    case 'retired':
    case 'walkover':
      return 'ended'
    case 'cancelled':
    case 'bye':
      return 'off'
    case 'upcoming':
    case 'other':
      return game.hasCourt &&
        game.estimatedStart !== null &&
        game.estimatedStart - now <= NEXT_WITHIN_MINUTES * 60_000
        ? 'soon'
        : 'waiting'
  }
}

/** The alert a change of phase calls for, if any: a game can skip a phase (a walkover never goes live). */
function alertFor(before: Phase, after: Phase): AlertKind | null {
  const stillToPlay = before === 'waiting' || before === 'soon'
  if (after === 'soon' && before === 'waiting') return 'next'
  if (after === 'live' && stillToPlay) return 'live'
  if (after === 'ended' && (stillToPlay || before === 'live')) return 'result'
  return null
}

/**
 * The alerts between the last look (`previous`; null when there is none to trust) and this one.
 * `told`: the alerts already told. `kinds`: the alerts the person wants. A game that was not in
 * the last look is seen for the first time; a game that is gone is forgotten (and seen afresh if
 * it comes back), with what was told of it.
 */
export function decideAlerts<E>(
  previous: SeenPhases | null,
  current: readonly WatchedGame<E>[],
  told: ReadonlySet<string>,
  options: { now: number; kinds: ReadonlySet<AlertKind> },
): AlertDecision<E> {
  const alerts: GameAlert<E>[] = []
  const seen: Record<string, Phase> = {}
  const watched = new Set<string>()
  for (const game of current) {
    const at = watchKey(game)
    watched.add(at)
    const phase = phaseOf(game, options.now)
    seen[at] = phase
    const before = previous?.[at]
    const kind = before === undefined ? null : alertFor(before, phase)
    if (kind === null || !options.kinds.has(kind)) continue
    const key = `${kind}|${at}`
    if (!told.has(key) && !alerts.some((alert) => alert.key === key)) alerts.push({ kind, key, game })
  }
  const stillWatched = [...told].filter((key) => watched.has(key.slice(key.indexOf('|') + 1)))
  return { alerts, seen, told: [...stillWatched, ...alerts.map((alert) => alert.key)] }
}
