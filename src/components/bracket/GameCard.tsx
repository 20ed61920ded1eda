import { memo } from 'react'
import type { Game } from '../../api/schemas'
import { humanizeEnum } from '../../domain/labels'
import { gameState, setViews, winnerSide, type GameState, type SetView, type Side } from '../../domain/score'
import { useBracketText } from './bracket-context'
import { gameSummary, scheduleText, shownNumber, slotText, type BracketText } from './game-text'
import type { PlacedGame } from './layout/tree-layout'
import type { BracketMessages } from './messages'
import { setLineWithMarks } from './set-line-marks'
import type { TeamMarks } from './team-marks'

/**
 * One game of a draw: a line with number, time and court, then a row per side with the mark
 * (seed, Q, WC), the name in full, the set scores and, for the winner, bold and a check mark.
 * Memoised: every prop but `game` is a primitive, and TanStack Query keeps an unchanged game the
 * same object across refetches, so a score change re-renders only the game it is in.
 */
export interface GameCardProps {
  game: Game
  homeName: string
  awayName: string
  homeMark?: string | undefined
  awayMark?: string | undefined
  /** The game the winner goes to, and its draw round's label. */
  nextNumber?: string | undefined
  nextRound?: string | undefined
  /** The side whose team's path is highlighted (both when a team is shown on both, never). */
  highlight?: Side | null
  /** The side pinned by a tap or Enter. */
  pressed?: Side | null
  /** The row that takes the tree's single tab stop; 'both' where every row is in the tab order. */
  tabbable?: Side | 'both' | null
  /** Write out where the winner goes (the round-by-round list), rather than drawing a line. */
  showNext?: boolean
}

/**
 * The props a game placed in a draw takes from the draw: its sides' names and marks, and where
 * its winner goes (`roundLabel` names a draw round by its column).
 */
export function placedGameProps(
  placed: PlacedGame,
  text: BracketText,
  marks: TeamMarks,
  roundLabel: (column: number) => string | undefined,
): Pick<
  GameCardProps,
  'game' | 'homeName' | 'awayName' | 'homeMark' | 'awayMark' | 'nextNumber' | 'nextRound'
> {
  const { game } = placed
  const next = placed.next?.game
  return {
    game,
    homeName: slotText(game.homeTeam, game.homeTeamDetails, text),
    awayName: slotText(game.awayTeam, game.awayTeamDetails, text),
    homeMark: game.homeTeam ? marks.get(game.homeTeam.idx) : undefined,
    awayMark: game.awayTeam ? marks.get(game.awayTeam.idx) : undefined,
    nextNumber: next ? text.shownNumber(next.game.number) : undefined,
    nextRound: next ? roundLabel(next.column) : undefined,
  }
}

export const GameCard = memo(function GameCard(props: GameCardProps) {
  const { game, homeName, awayName, nextNumber, nextRound, showNext } = props
  const text = useBracketText()
  const { messages } = text
  const state = gameState(game)
  const winner = winnerSide(game)
  const sets = setViews(game.score?.sets)
  const names = { home: homeName, away: awayName }
  const next = nextNumber && nextRound ? { number: nextNumber, round: nextRound } : null
  const schedule = scheduleText(game, text)
  const sides: Side[] = state === 'bye' ? [winner ?? 'home'] : ['home', 'away']
  const status = statusWord(state, game, messages)
  return (
    <article
      className="bk-game"
      data-state={state}
      aria-label={gameSummary(game, names, next, text, { schedule, state, winner })}
    >
      <div className="bk-meta" aria-hidden="true">
        {status && <span className="bk-status">{status}</span>}
        {schedule ? `#${shownNumber(game)} · ${schedule}` : `#${shownNumber(game)}`}
      </div>
      <div className="bk-rows">
        {sides.map((side) =>
          teamRow({
            messages,
            game,
            side,
            name: names[side],
            mark: side === 'home' ? props.homeMark : props.awayMark,
            sets,
            won: winner === side,
            lost: winner !== null && winner !== side,
            retired: state === 'retired' && winner !== null && winner !== side,
            walkover: state === 'walkover' && winner === side,
            highlight: props.highlight === side,
            pressed: props.pressed === side,
            tabbable: props.tabbable === side || props.tabbable === 'both',
          }),
        )}
      </div>
      {showNext && next && (
        <p className="bk-next" aria-hidden="true">
          {messages.winnerGoesTo(next.number, next.round)}
        </p>
      )}
    </article>
  )
})

/** The word above a game that is not simply played or to be played; an unknown status humanized. */
function statusWord(state: GameState, game: Game, messages: BracketMessages): string {
  switch (state) {
    case 'live':
      return messages.live
    case 'walkover':
      return messages.short.walkover
    case 'retired':
      return messages.short.retired
    case 'cancelled':
      return messages.short.cancelled
    case 'bye':
      return messages.short.bye
    case 'other':
      return humanizeEnum(game.status)
    default:
      return ''
  }
}

interface TeamRowProps {
  messages: BracketMessages
  game: Game
  side: Side
  name: string
  mark: string | undefined
  sets: SetView[]
  won: boolean
  lost: boolean
  retired: boolean
  walkover: boolean
  highlight: boolean
  pressed: boolean
  tabbable: boolean
}

/** A side's row; a plain function, not a component: two fewer fibers per game on a 256-draw. */
function teamRow(props: TeamRowProps) {
  const { messages, game, side, name, mark, sets, won } = props
  const team = side === 'home' ? game.homeTeam : game.awayTeam
  const className = `bk-row${won ? ' bk-won' : ''}${props.lost ? ' bk-lost' : ''}${team ? '' : ' bk-tbd'}${props.highlight ? ' bk-path' : ''}`
  return (
    <button
      key={side}
      type="button"
      className={className}
      data-game={game.idx}
      data-side={side}
      data-team={team?.idx}
      tabIndex={props.tabbable ? 0 : -1}
      aria-pressed={team ? props.pressed : undefined}
      aria-label={team ? messages.showPath(name) : name}
    >
      {/* No mark, no element: the name keeps the mark's place (bracket.css). */}
      {mark && <span className="bk-mark">{mark}</span>}
      <span className="bk-name">{name}</span>
      {sets.length > 0 && (
        <span className="bk-sets">{setLineWithMarks(sets, side, messages.tieBreakShort, 'bk-tb')}</span>
      )}
      {props.retired && <span className="bk-flag">{messages.short.retired}</span>}
      {props.walkover && <span className="bk-flag">{messages.short.walkover}</span>}
    </button>
  )
}
