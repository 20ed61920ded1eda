import type { ReactNode } from 'react'
import type { StartEstimate } from '../../domain/start-estimates'
import type { TeamGame } from '../../domain/team-games'
import type { NextStep, WhatComesNext } from '../../domain/what-comes-next'
import { useMessages } from '../../i18n/locale'
import { bracketMessages, slotText, type BracketText } from '../bracket'
import { teamMessages, type TeamMessages } from './messages'
import { Opponent, stageText, WhenWhere } from './TeamGameItem'

interface Props {
  next: WhatComesNext
  texts: ReadonlyMap<string, BracketText>
  division: string | null | undefined
  /** The estimated starts of the page's rounds (`useRoundsForecast`). */
  starts: ReadonlyMap<string, StartEstimate>
}

/**
 * Under a team's next game: "If they win:" and "If they lose:" (the game it leads to, a place, or
 * out), or in a pool the team's other pool games and the games its pool's ranks lead to. Only what
 * `whatComesNext` read from the draw's slots: nothing it could not.
 */
export function WhatComesNextList({ next, texts, division, starts }: Props) {
  const m = useMessages(teamMessages)
  const rows: { key: string; term: string; detail: ReactNode }[] = []
  const game = (each: TeamGame) => (
    <GameStep each={each} texts={texts} division={division} starts={starts} form="full" />
  )
  const step = (value: NextStep | null, term: string, key: string) => {
    if (value) rows.push({ key, term, detail: <Step step={value} render={game} /> })
  }
  step(next.ifWin, m.ifWin, 'win')
  step(next.ifLose, m.ifLose, 'lose')
  if (next.poolGames.length > 0)
    rows.push({
      key: 'pool',
      term: m.stillInPool,
      detail: (
        <ol>
          {next.poolGames.map((each) => (
            <li key={each.game.idx}>
              <GameStep each={each} texts={texts} division={division} starts={starts} form="time" />
            </li>
          ))}
        </ol>
      ),
    })
  next.afterPool.forEach(({ game: each }) => {
    const text = texts.get(each.round.idx)
    const ours = each.side === 'home' ? each.game.homeTeamDetails : each.game.awayTeamDetails
    rows.push({
      key: `${each.game.idx}-${each.side}`,
      term: text ? `${m.afterPool}, ${slotText(null, ours, text)}` : m.afterPool,
      detail: game(each),
    })
  })
  return (
    <div className="mt-3 border-t border-line pt-3">
      <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{m.whatComesNext}</h3>
      <dl className="mt-1 grid gap-x-3 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {rows.map((row) => (
          <div key={row.key} className="contents">
            <dt className="font-semibold">{row.term}</dt>
            <dd className="break-words" dir="auto">
              {row.detail}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

/**
 * One line for My teams: "If they win: Final, vs Winner of game 14 · If they lose: 2nd place", or in
 * a pool the team's next pool game after this one, with its time.
 */
export function WhatComesNextLine({ next, texts, division, starts }: Props) {
  const m = useMessages(teamMessages)
  const game = (form: 'round' | 'time') => (each: TeamGame) => (
    <GameStep each={each} texts={texts} division={division} starts={starts} form={form} />
  )
  const parts: { key: string; term: string; detail: ReactNode }[] = []
  if (next.ifWin)
    parts.push({ key: 'win', term: m.ifWin, detail: <Step step={next.ifWin} render={game('round')} /> })
  if (next.ifLose)
    parts.push({ key: 'lose', term: m.ifLose, detail: <Step step={next.ifLose} render={game('round')} /> })
  const pool = next.poolGames[0]
  if (pool) parts.push({ key: 'pool', term: m.stillInPool, detail: game('time')(pool) })
  if (parts.length === 0) return null
  return (
    <p className="text-ink-muted" dir="auto">
      {parts.map((part, index) => (
        <span key={part.key}>
          {index > 0 && ' · '}
          {part.term}: <span className="text-ink">{part.detail}</span>
        </span>
      ))}
    </p>
  )
}

function Step({ step, render }: { step: NextStep; render: (each: TeamGame) => ReactNode }) {
  const m = useMessages(teamMessages)
  // The ordinal in the bracket's words ("3rd", "3.º"), as its play-offs are named.
  const { ordinal } = useMessages(bracketMessages)
  if (step.kind === 'game') return render(step.game)
  return <>{placeText(step, m, ordinal)}</>
}

function placeText(
  step: Exclude<NextStep, { kind: 'game' }>,
  m: TeamMessages,
  ordinal: (n: number) => string,
) {
  if (step.kind === 'out') return step.place === null ? m.out : m.outSharing(ordinal(step.place))
  return step.place === 1 ? m.champions : m.finishPlace(ordinal(step.place))
}

/**
 * A game a result leads to. `full`: "Main draw · Final, vs Winner of game 14, Sat 14 Jun, 17:00
 * ~17:40 (estimate) · Pista Central"; My teams' line is shorter: `round` "Final, vs Winner of game
 * 14" (the team page has the rest), `time` "vs Okafor / Patel, Sat 14 Jun, 17:00 · Pista 3".
 */
function GameStep({
  each,
  texts,
  division,
  starts,
  form,
}: {
  each: TeamGame
  texts: ReadonlyMap<string, BracketText>
  division: string | null | undefined
  starts: ReadonlyMap<string, StartEstimate>
  form: 'full' | 'round' | 'time'
}) {
  const m = useMessages(teamMessages)
  const text = texts.get(each.round.idx)
  if (!text) return null
  return (
    <>
      {form === 'full' && `${stageText(each)}, `}
      {form === 'round' && `${each.drawRound ?? stageText(each)}, `}
      {m.versus('')}
      <Opponent each={each} text={text} division={division} />
      {form !== 'round' && (
        <>
          {', '}
          <WhenWhere each={each} text={text} estimate={starts.get(each.game.idx)} />
        </>
      )}
    </>
  )
}
