import { memo, useContext, type ReactNode } from 'react'
import type { Game, Reference } from '../../api/schemas'
import { gameState, scoreText, setViews, winnerSide, type SetView, type Side } from '../../domain/score'
import type { StartEstimate } from '../../domain/start-estimates'
import { DATE_TIME, formatInTimeZone, TIME } from '../../domain/time'
import { useMessages } from '../../i18n/locale'
import { estimatedAtText } from './EstimatedStart'
import { estimateMessages } from './estimate-messages'
import { courtText, slotText, type BracketText } from '../bracket'
import { TeamLink } from '../team/TeamLink'
import { TeamLinksContext } from '../team/team-links'
import { EstimatedStart } from './EstimatedStart'
import { GAME_CARD } from './game-frame'
import { GameStatusBadge } from './GameStatusBadge'
import { roundMessages } from './messages'

export interface GameRowProps {
  /** A game with `homeTeam`, `awayTeam`, `winner`, `court` and `score.sets` populated. */
  game: Game
  /** The round's words for games (`useGameText`): zone, courts, pools, the numbers games show. */
  text: BracketText
  /** Where the game stands in a draw ("Semi-finals"), for games without a `roundDetail`. */
  stage?: string
  /** Write the date with the time, for lists not grouped by day. */
  withDate?: boolean
  /** Each side's seed or entry mark ("1", "WC", "Q"), from the division's teams (`teamMarks`). */
  homeMark?: string | undefined
  awayMark?: string | undefined
  /**
   * Draw only what a screen reader reads (the summary), in a card of about the row's height, and
   * hand the card to this ref: a list far from the view (GameList).
   */
  standIn?: ((element: HTMLElement | null) => void) | undefined
  /** Where the game belongs when listed beside other rounds' games ("Men open · Group stage"). */
  context?: string
  /** Shown under the teams: how long a live game has been on, a link to its round. */
  footer?: ReactNode
  /** The game a link asked to see (`?game=`): marked, and scrolled to by the list. */
  highlighted?: boolean
  /** The game's division, for its teams' links (the page's division when not given). */
  division?: string | undefined
  /** When a waiting game is expected to start (the order of play's forecast), beside its time. */
  estimate?: StartEstimate | undefined
}

interface SideView {
  /**
   * The team, once known: its name links to its page where the page offers team pages. Null: `text`
   * says where a team will come from ("Winner of game 12").
   */
  team: Reference | null
  text: string
  mark: string | undefined
}

/**
 * One game of a list: number, time, court, pool and match day; each side (or where it will come
 * from) with its sets, the winner marked, a retirement marked on the side that retired, tie-break
 * sets marked; the state as a badge. Screen readers get it as one sentence.
 */
export const GameRow = memo(function GameRow({
  game,
  text,
  stage,
  withDate,
  homeMark,
  awayMark,
  standIn,
  context,
  footer,
  highlighted,
  division,
  estimate,
}: GameRowProps) {
  const m = useMessages(roundMessages)
  const estimateWords = useMessages(estimateMessages)
  const b = text.messages
  const state = gameState(game)
  const winner = winnerSide(game)
  const sets = setViews(game.score?.sets)
  const number = text.shownNumber(game.number)
  const sides: Record<Side, SideView> = {
    home: {
      team: game.homeTeam ?? null,
      text: slotText(game.homeTeam, game.homeTeamDetails, text),
      mark: homeMark,
    },
    away: {
      team: game.awayTeam ?? null,
      text: slotText(game.awayTeam, game.awayTeamDetails, text),
      mark: awayMark,
    },
  }
  const retired = state === 'retired' && winner ? (winner === 'home' ? 'away' : 'home') : null
  const printed = game.time
    ? formatInTimeZone(game.time, text.timeZone, withDate ? DATE_TIME : TIME, text.locale).text
    : null
  const estimated = estimate ? estimatedAtText(estimate, text.timeZone, text.locale, estimateWords) : null
  const meta = [
    printed,
    courtText(game, text),
    game.roundDetail || stage || null,
    game.matchDay != null ? m.matchDay(game.matchDay) : null,
  ].filter((part): part is string => Boolean(part))

  // Who plays, with their seeds as the bracket marks them: "Muñoz / Ortega (seed 1) vs Ruiz / Gil (wild card)".
  const spoken = (side: Side) => {
    const { text: name, mark } = sides[side]
    if (!mark) return name
    return `${name} (${/^\d+$/.test(mark) ? b.seed(mark) : (b.entry[mark] ?? mark)})`
  }
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
  const spokenMeta = meta.flatMap((part) => (part === printed && estimated ? [part, estimated] : [part]))
  const summary = `${context ? `${context}, ` : ''}${m.game(number)}${spokenMeta.length ? ` (${spokenMeta.join(', ')})` : ''}: ${b.versus(spoken('home'), spoken('away'))}, ${outcome}.`

  const card = `h-full ${GAME_CARD} data-[highlighted]:ring-2 data-[highlighted]:ring-accent`
  if (standIn)
    return (
      <article ref={standIn} className={`${card} min-h-27`} data-state={state}>
        <p className="sr-only">{summary}</p>
      </article>
    )
  return (
    <article className={card} data-state={state} data-highlighted={highlighted || undefined}>
      <p className="sr-only">{summary}</p>
      {/* The summary says it all to a screen reader; of what follows, it meets only the team links. */}
      <div>
        {context && (
          <p
            aria-hidden="true"
            dir="auto"
            className="mb-1 text-xs font-semibold tracking-wide break-words text-ink-muted uppercase"
          >
            {context}
          </p>
        )}
        <div aria-hidden="true" className="flex items-start justify-between gap-2">
          <p className="min-w-0 text-sm break-words text-ink-muted">
            <span className="font-semibold text-ink">#{number}</span>
            {meta.map((part) => (
              <span key={part}>
                {' · '}
                {/* Short parts ("Pool A", "09:00 AM") stay on one line; a long name may wrap. */}
                <span className={part.length <= 24 ? 'whitespace-nowrap' : 'break-words'}>{part}</span>
                {part === printed && estimate && (
                  <>
                    {' '}
                    <EstimatedStart estimate={estimate} timeZone={text.timeZone} />
                  </>
                )}
              </span>
            ))}
          </p>
          <GameStatusBadge game={game} />
        </div>
        <div className="mt-2">
          <SidesAndSets
            sides={sides}
            division={division}
            sets={sets}
            winner={winner}
            retired={retired}
            retiredMark={m.retiredMark}
            tieBreakMark={m.tieBreakShort}
            titles={{ tieBreakSet: m.tieBreak, matchTieBreak: m.matchTieBreak }}
          />
        </div>
      </div>
      {footer && (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">{footer}</div>
      )}
    </article>
  )
})

function SidesAndSets({
  sides,
  division,
  sets,
  winner,
  retired,
  retiredMark,
  tieBreakMark,
  titles,
}: {
  sides: Record<Side, SideView>
  division: string | undefined
  sets: SetView[]
  winner: Side | null
  retired: Side | null
  retiredMark: string
  tieBreakMark: string
  titles: { tieBreakSet: string; matchTieBreak: string }
}) {
  const columns = `minmax(0,1fr) repeat(${sets.length}, 2rem)`
  const anyTieBreak = sets.some((set) => set.kind !== 'set')
  const links = useContext(TeamLinksContext)
  return (
    <div className="grid items-center gap-x-1 gap-y-0.5" style={{ gridTemplateColumns: columns }}>
      {(['home', 'away'] as const).map((side) => (
        <div key={side} className="contents">
          <span
            dir="auto"
            className={`min-w-0 break-words ${winner === side ? 'font-semibold' : ''} ${sides[side].team ? '' : 'text-ink-muted italic'}`}
          >
            {winner === side && (
              <span aria-hidden="true" className="mr-1 text-success">
                ✓
              </span>
            )}
            {sides[side].mark && (
              <span aria-hidden="true" className="mr-1.5 text-xs font-semibold text-ink-muted tabular-nums">
                {sides[side].mark}
              </span>
            )}
            {links && sides[side].team ? (
              <TeamLink team={sides[side].team} division={division}>
                {sides[side].text}
              </TeamLink>
            ) : (
              <span aria-hidden="true">{sides[side].text}</span>
            )}
            {retired === side && (
              <span aria-hidden="true" className="ml-1 text-sm text-warning">
                {retiredMark}
              </span>
            )}
          </span>
          {sets.map((set) => (
            <span
              key={set.number}
              aria-hidden="true"
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
              aria-hidden="true"
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
