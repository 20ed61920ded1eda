import type { ReactNode } from 'react'
import type { PlayGame } from '../../domain/play-game'
import { setViews, winnerSide, type Side } from '../../domain/score'
import { setLineWithMarks, slotText } from '../../components/bracket'
import type { LaneGame } from './court-lanes'

/**
 * A game on a venue screen: a line with when it is (a time, Live, Final) and where it belongs,
 * then a row per side with its name (or where it will come from) and its set scores, tie-break
 * marks as the bracket writes them; the winner bold. The courts view lists them in its lanes; the
 * live view draws each court's game on now large (screen.css, `.screen-live-now`).
 */
export function GameTile({
  play,
  when,
  detail,
  as: Tag = 'div',
  className,
}: {
  play: PlayGame<LaneGame>
  when: string
  /** After `when`: how long a live game has been on. */
  detail?: ReactNode
  as?: 'li' | 'div'
  className: string
}) {
  const { game, label, text } = play.entry
  const winner = winnerSide(game)
  const sets = setViews(game.score?.sets)
  const row = (side: Side) => {
    const team = side === 'home' ? game.homeTeam : game.awayTeam
    return (
      <p
        className={`screen-game-row${winner === side ? ' screen-won' : ''}${winner && winner !== side ? ' screen-lost' : ''}`}
      >
        <span className={`screen-game-team${team ? '' : ' screen-game-slot'}`}>
          {slotText(team, side === 'home' ? game.homeTeamDetails : game.awayTeamDetails, text)}
        </span>
        {sets.length > 0 && (
          <span className="screen-game-sets">
            {setLineWithMarks(sets, side, text.messages.tieBreakShort, 'screen-game-tb')}
          </span>
        )}
      </p>
    )
  }
  return (
    <Tag className={`screen-tile ${className}`} data-state={play.state}>
      <p className="screen-game-meta">
        <span className="screen-game-when">{when}</span>
        {detail}
        <span className="screen-game-label">{label}</span>
      </p>
      {row('home')}
      {row('away')}
    </Tag>
  )
}
