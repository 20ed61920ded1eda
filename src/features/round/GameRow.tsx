import { memo } from 'react'
import type { Game, Tournament } from '../../api/schemas'
import { gameState, scoreText, setViews, winnerSide, type SetView, type Side } from '../../domain/score'
import { DATE_TIME, formatInTimeZone, TIME } from '../../domain/time'
import { useLocale, useMessages } from '../../i18n/locale'
import { bracketMessages } from '../bracket'
import { GameStatusBadge } from './GameStatusBadge'
import { roundMessages } from './messages'
import { courtName } from './schedule'
import { slotLabel } from './slot-label'

export interface GameRowProps {
  /** A game with `homeTeam`, `awayTeam`, `winner`, `court` and `score.sets` populated. */
  game: Game
  /** The zone times are shown in (the tournament's; 'UTC' when it is not known). */
  timeZone: string
  /** The tournament's court names by court number. */
  courtNames?: Tournament['courtNames']
  /** A pool's name by number, for "1st of Pool A". */
  poolName?: (poolNumber: number) => string | undefined
  /** Where the game stands in a draw ("Semi-finals"), for games without a `roundDetail`. */
  stage?: string
  /** Write the date with the time, for lists not grouped by day. */
  withDate?: boolean
}

/**
 * One game of a list: number, time, court, pool and match day; each side (or where it will come
 * from) with its sets, the winner marked, a retirement marked on the side that retired, tie-break
 * sets marked; the state as a badge. Screen readers get it as one sentence.
 */
export const GameRow = memo(function GameRow({
  game,
  timeZone,
  courtNames,
  poolName,
  stage,
  withDate,
}: GameRowProps) {
  const m = useMessages(roundMessages)
  const b = useMessages(bracketMessages)
  const locale = useLocale()
  const state = gameState(game)
  const winner = winnerSide(game)
  const sets = setViews(game.score?.sets)
  const number = String(game.displayNumber ?? game.number)
  const sides = {
    home: slotLabel(game.homeTeam, game.homeTeamDetails, b, poolName),
    away: slotLabel(game.awayTeam, game.awayTeamDetails, b, poolName),
  }
  const retired = state === 'retired' && winner ? (winner === 'home' ? 'away' : 'home') : null
  const court = courtName(game, courtNames)
  const meta = [
    game.time ? formatInTimeZone(game.time, timeZone, withDate ? DATE_TIME : TIME, locale).text : null,
    court ? ('name' in court ? court.name : m.court(court.number)) : null,
    game.roundDetail || stage || null,
    game.matchDay != null ? m.matchDay(game.matchDay) : null,
  ].filter((part): part is string => Boolean(part))

  const words = { ...b.spoken, markTieBreakSet: (set: string) => `${set} (${b.tieBreak})` }
  const score = scoreText(game, words)
  const outcome =
    state === 'bye'
      ? winner
        ? b.byeFor(sides[winner].text)
        : b.spoken.bye
      : winner
        ? b.won(sides[winner].text, score)
        : state === 'live'
          ? b.liveScore(score)
          : state === 'cancelled'
            ? b.spoken.cancelled
            : b.notPlayed
  const summary = `${m.game(number)}${meta.length ? ` (${meta.join(', ')})` : ''}: ${b.versus(sides.home.text, sides.away.text)}, ${outcome}.`

  return (
    <article
      className="h-full rounded-card border border-line bg-surface-raised p-3 data-[state=live]:border-live"
      data-state={state}
    >
      <p className="sr-only">{summary}</p>
      <div aria-hidden="true">
        <div className="flex items-start justify-between gap-2">
          <p className="min-w-0 text-sm break-words text-ink-muted">
            <span className="font-semibold text-ink">#{number}</span>
            {meta.map((part) => (
              <span key={part}>
                {' · '}
                {/* Short parts ("Pool A", "09:00 AM") stay on one line; a long name may wrap. */}
                <span className={part.length <= 24 ? 'whitespace-nowrap' : 'break-words'}>{part}</span>
              </span>
            ))}
          </p>
          <GameStatusBadge game={game} />
        </div>
        <div className="mt-2">
          <SidesAndSets
            sides={sides}
            sets={sets}
            winner={winner}
            retired={retired}
            retiredMark={m.retiredMark}
            tieBreakMark={m.tieBreakShort}
            titles={{ tieBreakSet: m.tieBreak, matchTieBreak: m.matchTieBreak }}
          />
        </div>
      </div>
    </article>
  )
})

function SidesAndSets({
  sides,
  sets,
  winner,
  retired,
  retiredMark,
  tieBreakMark,
  titles,
}: {
  sides: Record<Side, { text: string; placeholder: boolean }>
  sets: SetView[]
  winner: Side | null
  retired: Side | null
  retiredMark: string
  tieBreakMark: string
  titles: { tieBreakSet: string; matchTieBreak: string }
}) {
  const columns = `minmax(0,1fr) repeat(${sets.length}, 2rem)`
  const anyTieBreak = sets.some((set) => set.kind !== 'set')
  return (
    <div className="grid items-center gap-x-1 gap-y-0.5" style={{ gridTemplateColumns: columns }}>
      {(['home', 'away'] as const).map((side) => (
        <div key={side} className="contents">
          <span
            dir="auto"
            className={`min-w-0 break-words ${winner === side ? 'font-semibold' : ''} ${sides[side].placeholder ? 'text-ink-muted italic' : ''}`}
          >
            {winner === side && <span className="mr-1 text-success">✓</span>}
            {sides[side].text}
            {retired === side && <span className="ml-1 text-sm text-warning">{retiredMark}</span>}
          </span>
          {sets.map((set) => (
            <span
              key={set.number}
              className={`text-center tabular-nums ${set[side] > set[side === 'home' ? 'away' : 'home'] ? 'font-semibold' : 'text-ink-muted'}`}
            >
              {set.kind === 'matchTieBreak' ? `[${set[side]}]` : set[side]}
            </span>
          ))}
        </div>
      ))}
      {anyTieBreak && (
        <>
          <span />
          {sets.map((set) => (
            <span
              key={set.number}
              title={set.kind === 'set' ? undefined : titles[set.kind]}
              className="text-center text-[0.65rem] font-semibold tracking-wide text-ink-muted uppercase"
            >
              {set.kind === 'set' ? '' : tieBreakMark}
            </span>
          ))}
        </>
      )}
    </div>
  )
}
