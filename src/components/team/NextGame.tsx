import type { PlayForecast } from '../../domain/play-forecast'
import type { TeamGame } from '../../domain/team-games'
import type { WhatComesNext } from '../../domain/what-comes-next'
import { useMessages } from '../../i18n/locale'
import type { BracketText } from '../bracket'
import { teamMessages } from './messages'
import { Opponent, resultText, stageText, WhenWhere } from './TeamGameItem'
import { WhatComesNextList } from './WhatComesNext'

/** The team's next game (or the one it is playing), first thing on its page. */
export function NextGame({
  next,
  texts,
  divisionIdx,
  forecast,
  comesNext = null,
}: {
  next: TeamGame | null
  texts: ReadonlyMap<string, BracketText>
  divisionIdx: string | null
  /** The estimated starts of the page's rounds (`useRoundsForecast`). */
  forecast: PlayForecast
  /** If they win, if they lose (`whatComesNext`); nothing when the draw does not say. */
  comesNext?: WhatComesNext | null
}) {
  const m = useMessages(teamMessages)
  const text = next && texts.get(next.round.idx)
  const live = next?.state === 'live'
  return (
    <section
      aria-labelledby="next-game"
      className={`rounded-card border-2 bg-surface-raised p-4 ${live ? 'border-live' : 'border-accent'}`}
    >
      <h2 id="next-game" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
        {live ? m.playingNow : m.nextGame}
      </h2>
      {next && text ? (
        <>
          <p className="mt-1 text-xl font-semibold">
            <WhenWhere each={next} text={text} estimate={forecast.starts.get(next.game.idx)} />
          </p>
          <p className="mt-1 text-lg break-words" dir="auto">
            {m.versus('')}
            <Opponent each={next} text={text} division={divisionIdx} />
          </p>
          <p className="text-sm text-ink-muted">{stageText(next)}</p>
          {live && <p className="mt-1 font-semibold text-live">{resultText(next, m)}</p>}
          {comesNext && (
            <WhatComesNextList
              next={comesNext}
              texts={texts}
              division={divisionIdx}
              starts={forecast.starts}
            />
          )}
        </>
      ) : (
        <p className="mt-1 text-ink-muted">{m.noNextGame}</p>
      )}
    </section>
  )
}
