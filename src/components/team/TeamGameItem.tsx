import type { ReactNode } from 'react'
import { scoreText } from '../../domain/score'
import type { StartEstimate } from '../../domain/start-estimates'
import type { TeamGame } from '../../domain/team-games'
import { useMessages } from '../../i18n/locale'
import { courtText, slotText, type BracketText } from '../bracket'
import { EstimatedStart } from '../games/EstimatedStart'
import { GAME_CARD, LiveDot } from '../games/game-frame'
import { teamMessages, type TeamMessages } from './messages'
import { TeamLink } from './TeamLink'

/** The result from the team's side: "Won 6-3 6-2", "Lost 4-6 6-7", "Live 6-4 2-1", "Cancelled". */
export function resultText(each: TeamGame, m: TeamMessages): string {
  const words = { retired: m.retired, walkover: m.walkover, cancelled: m.cancelled, bye: m.bye }
  const score = scoreText(each.game, words, each.side)
  if (each.state === 'bye') return m.bye
  if (each.state === 'cancelled') return m.cancelled
  if (each.state === 'live') return score ? `${m.live} ${score}` : m.live
  if (each.outcome === 'won') return score ? `${m.won} ${score}` : m.won
  if (each.outcome === 'lost') return score ? `${m.lost} ${score}` : m.lost
  return score
}

/** Where the game is played in the division: "Pools · Pool A", "Finals · Semi-finals". */
export function stageText(each: TeamGame): string {
  return [each.round.name, each.game.roundDetail || each.drawRound].filter(Boolean).join(' · ')
}

/**
 * When and where: "Sat 14 Jun, 17:00 · Pista Central", or "Time to be set"; a waiting game's
 * estimated start beside its time ("~17:45 (estimate)").
 */
export function WhenWhere({
  each,
  text,
  estimate,
}: {
  each: TeamGame
  text: BracketText
  estimate: StartEstimate | undefined
}) {
  const m = useMessages(teamMessages)
  const court = courtText(each.game, text)
  return (
    <>
      {each.game.time ? text.formatTime(each.game.time) : m.noTime}
      {estimate && (
        <>
          {' '}
          <EstimatedStart estimate={estimate} timeZone={text.timeZone} />
        </>
      )}
      {court && ` · ${court}`}
    </>
  )
}

/** The opponent, linked where the page links teams, or where it will come from ("Winner of game 12"). */
export function Opponent({
  each,
  text,
  division,
}: {
  each: TeamGame
  text: BracketText
  division: string | null | undefined
}) {
  const m = useMessages(teamMessages)
  if (each.opponent) return <TeamLink team={each.opponent} division={division} />
  const placeholder = slotText(null, each.opponentDetails, text)
  return <span className="text-ink-muted">{placeholder || m.opponentToBeKnown}</span>
}

const OUTCOME_CLASS = {
  won: 'text-success',
  lost: 'text-ink-muted',
  none: 'text-ink',
}

/**
 * One game of the team, from its side: when and where, the stage, the opponent, the result. The
 * list row's card (GameRow's) told from the team's side: the opponent instead of both sides.
 */
export function TeamGameItem({
  each,
  text,
  division,
  stage,
  estimate,
}: {
  each: TeamGame
  text: BracketText
  division: string | null | undefined
  /** The stage as shown, a link to the round where the page has one. */
  stage?: ReactNode
  /** When it is expected to start, while it waits (`useRoundsForecast`). */
  estimate?: StartEstimate | undefined
}) {
  const m = useMessages(teamMessages)
  const result = resultText(each, m)
  return (
    <article className={GAME_CARD} data-state={each.state}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-sm text-ink-muted">
          <WhenWhere each={each} text={text} estimate={estimate} />
        </p>
        {each.state === 'live' ? (
          <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-live">
            <LiveDot />
            {result}
          </span>
        ) : (
          result && (
            <span className={`text-sm font-semibold tabular-nums ${OUTCOME_CLASS[each.outcome ?? 'none']}`}>
              {result}
            </span>
          )
        )}
      </div>
      <p className="mt-1 font-medium break-words" dir="auto">
        {m.versus('')}
        <Opponent each={each} text={text} division={division} />
      </p>
      <p className="text-sm break-words text-ink-muted">{stage ?? stageText(each)}</p>
    </article>
  )
}
