import type { Game, ScoreSet } from '../api/schemas'
import { byNumber } from './order'

/**
 * What a game's score and status mean to a reader. Set `home` is the top slot of the game in the
 * draw; `winner` (when populated) is the truth, the score only a fallback.
 */
export type Side = 'home' | 'away'

export type GameState =
  | 'upcoming'
  | 'live'
  | 'finished'
  | 'retired'
  | 'walkover'
  | 'cancelled'
  | 'bye'
  /** A status the contract does not list; show it humanized. */
  | 'other'

export function otherSide(side: Side): Side {
  return side === 'home' ? 'away' : 'home'
}

type GameFacts = Pick<
  Game,
  'status' | 'liveStartedAt' | 'isRetirement' | 'winner' | 'homeTeam' | 'awayTeam' | 'score' | 'retiredTeamId'
>
/** What a game's state is read from. */
type StateFacts = Pick<Game, 'status' | 'liveStartedAt' | 'isRetirement' | 'winner'>

/**
 * A game's state, the one definition every page, screen and embed reads: scheduled (`upcoming`),
 * live, finished, retired, walkover, cancelled, bye, or a status the contract does not list.
 */
export function gameState(game: StateFacts): GameState {
  switch (game.status) {
    case 'BYE':
      return 'bye'
    case 'CANCELLED':
      return 'cancelled'
    case 'FORFEIT':
      return 'walkover'
    case 'FINISHED':
      return game.isRetirement ? 'retired' : 'finished'
    case 'UPCOMING':
      if (game.winner) return game.isRetirement ? 'retired' : 'finished'
      return game.liveStartedAt ? 'live' : 'upcoming'
    default:
      return 'other'
  }
}

/** Whether the game has its result: played to the end, retired or a walkover. */
export function hasResult(game: StateFacts): boolean {
  const state = gameState(game)
  return state === 'finished' || state === 'retired' || state === 'walkover'
}

/** Whether the game is still to be played: upcoming, live, or in a status the contract does not list. */
export function isStillToPlay(game: StateFacts): boolean {
  const state = gameState(game)
  return state === 'upcoming' || state === 'live' || state === 'other'
}

/** The side that won or went through, or null while it is not decided. */
export function winnerSide(game: GameFacts): Side | null {
  const { winner, homeTeam, awayTeam } = game
  if (winner) {
    if (homeTeam && winner.idx === homeTeam.idx) return 'home'
    if (awayTeam && winner.idx === awayTeam.idx) return 'away'
  }
  const state = gameState(game)
  if (state === 'bye') {
    if (homeTeam && !awayTeam) return 'home'
    if (awayTeam && !homeTeam) return 'away'
    return null
  }
  if (state === 'retired' && typeof game.retiredTeamId === 'string') {
    if (homeTeam?.idx === game.retiredTeamId) return 'away'
    if (awayTeam?.idx === game.retiredTeamId) return 'home'
  }
  if (!hasResult(game)) return null
  const score = game.score
  if (!score) return null
  if (score.home !== score.away) return score.home > score.away ? 'home' : 'away'
  const sets = score.sets ?? []
  const won = (side: Side) => sets.filter((set) => set[side] > set[otherSide(side)]).length
  if (won('home') === won('away')) return null
  return won('home') > won('away') ? 'home' : 'away'
}

/**
 * `set`: an ordinary set; `tieBreakSet`: a set decided by a tie-break (7-6); `matchTieBreak`: a
 * deciding tie-break played instead of a set (10-6), which the API also marks `isTieBreak`.
 */
export type SetKind = 'set' | 'tieBreakSet' | 'matchTieBreak'

export interface SetView {
  number: number
  home: number
  away: number
  kind: SetKind
}

export function setKind(set: Pick<ScoreSet, 'home' | 'away' | 'isTieBreak'>): SetKind {
  if (!set.isTieBreak) return 'set'
  // A set won in a tie-break ends one game apart; a match tie-break ends at least two points apart.
  return Math.abs(set.home - set.away) === 1 ? 'tieBreakSet' : 'matchTieBreak'
}

export function setViews(sets: readonly ScoreSet[] | null | undefined): SetView[] {
  return byNumber(sets).map((set) => ({
    number: set.number,
    home: set.home,
    away: set.away,
    kind: setKind(set),
  }))
}

/** "7-6", or "[10-6]" for a match tie-break, seen from `first`'s side. */
export function setText(set: SetView, first: Side = 'home'): string {
  const text = `${set[first]}-${set[otherSide(first)]}`
  return set.kind === 'matchTieBreak' ? `[${text}]` : text
}

/**
 * "7-6 6-3 7-5" seen from `first`'s side. `markTieBreakSet` lets a caller mark the sets decided
 * by a tie-break ("7-6 (tie-break)"); unmarked by default, as score lines are usually written.
 */
export function formatSets(
  sets: readonly SetView[],
  first: Side = 'home',
  markTieBreakSet: (text: string) => string = (text) => text,
): string {
  return sets
    .map((set) => (set.kind === 'tieBreakSet' ? markTieBreakSet(setText(set, first)) : setText(set, first)))
    .join(' ')
}

/** The words a score line needs, from the caller's message catalog. */
export interface ScoreWords {
  retired: string
  walkover: string
  cancelled: string
  bye: string
  markTieBreakSet?: (text: string) => string
}

/**
 * The whole result as one line: "7-6 6-3 7-5", "6-1 4-1 ret.", "w/o", "cancelled", "bye", or ""
 * before the first point. Seen from the winner's side when there is one, as results are written.
 */
export function scoreText(game: GameFacts, words: ScoreWords, first?: Side): string {
  const state = gameState(game)
  if (state === 'bye') return words.bye
  if (state === 'cancelled') return words.cancelled
  const side = first ?? winnerSide(game) ?? 'home'
  const sets = formatSets(setViews(game.score?.sets), side, words.markTieBreakSet)
  if (state === 'walkover') return sets ? `${sets} ${words.walkover}` : words.walkover
  if (state === 'retired') return sets ? `${sets} ${words.retired}` : words.retired
  return sets
}
