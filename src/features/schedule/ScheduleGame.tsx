import { Link } from '@tanstack/react-router'
import { minutesOnCourt, type PlayGame } from '../../domain/play-game'
import { useMessages } from '../../i18n/locale'
import { GameRow } from '../../components/games'
import { scheduleMessages } from './messages'
import type { ScheduleEntry } from './schedule-entries'
import { orDash } from '../../domain/missing'
import type { StartEstimate } from '../../domain/start-estimates'

/**
 * One game of the order of play: the round page's game card (time, court, pool or draw round,
 * teams or where they come from, score by sets, state), with its division and round above, how
 * long it has been on when live, and a link to its round with the game in view.
 */
export function ScheduleGame({
  play,
  tournamentIdx,
  now,
  standIn,
  estimate,
}: {
  play: PlayGame<ScheduleEntry>
  tournamentIdx: string
  now: number
  /** Set while the card is far from the view: a light stand-in (see GameRow). */
  standIn?: ((element: HTMLElement | null) => void) | undefined
  /** When it is expected to start, while it waits (the order of play's forecast). */
  estimate?: StartEstimate | undefined
}) {
  const m = useMessages(scheduleMessages)
  const { entry } = play
  const { game } = entry
  const minutes = minutesOnCourt(play, now)
  return (
    <GameRow
      game={game}
      text={entry.text}
      stage={entry.stage}
      context={entry.context}
      homeMark={entry.homeMark}
      awayMark={entry.awayMark}
      division={entry.division?.idx}
      standIn={standIn}
      estimate={estimate}
      footer={
        <>
          {minutes !== null ? (
            <span className="font-medium text-live">{m.onCourtFor(minutes)}</span>
          ) : (
            <span />
          )}
          <Link
            to="/rounds/$roundIdx"
            params={{ roundIdx: entry.round.idx }}
            search={{ tournament: tournamentIdx, game: game.idx }}
            className="rounded text-accent underline-offset-2 hover:underline"
          >
            {m.inRound(orDash(entry.round.name))}
          </Link>
        </>
      }
    />
  )
}
