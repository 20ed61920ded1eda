import { useEffect, useId, useRef, useState, type CSSProperties } from 'react'
import { isStillToPlay } from '../../domain/score'
import { useBracketText } from './bracket-context'
import { GameCard, placedGameProps } from './GameCard'
import { GEOMETRY_PROPERTIES } from './layout/geometry'
import { sideOf } from './layout/team-path'
import type { DrawLayout } from './layout/tree-layout'
import type { TeamMarks } from './team-marks'
import { orDash } from '../../domain/missing'

/**
 * The draw on a phone: pick a draw round, read its games as a list, each saying where its winner
 * goes. Tapping a team marks it in every round, so its path can be followed round by round.
 */
export function DrawRoundList({
  layout,
  marks,
  initialTeam = null,
  onPin,
}: {
  layout: DrawLayout
  marks: TeamMarks
  initialTeam?: string | null
  onPin?: (teamIdx: string | null) => void
}) {
  const text = useBracketText()
  const id = useId()
  const [chosen, setChosen] = useState<number | null>(null)
  const [pinnedTeam, setPinnedTeam] = useState<string | null>(initialTeam)
  const column = chosen ?? currentColumn(layout)
  const games = layout.columns[column] ?? []
  const tabsRef = useRef<HTMLDivElement>(null)
  // Bring the chosen round's tab into the strip's view (the final is off to the right on a phone),
  // once the browser has laid the page out: read here, the tab's place would force a layout of the
  // whole page just drawn (about 120 ms on a slow phone).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const strip = tabsRef.current
        const tab = strip?.querySelector<HTMLElement>('[aria-selected="true"]')
        if (strip && tab)
          strip.scrollLeft = tab.offsetLeft - strip.offsetLeft - (strip.clientWidth - tab.offsetWidth) / 2
      })
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [column])

  return (
    <div className="bk-round-list" style={GEOMETRY_PROPERTIES as CSSProperties}>
      <div ref={tabsRef} className="bk-round-tabs" role="tablist" aria-label={text.messages.roundPicker}>
        {layout.rounds.map((round, index) => (
          <button
            key={round.idx}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === column}
            aria-controls={`${id}-panel`}
            tabIndex={index === column ? 0 : -1}
            onClick={() => setChosen(index)}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
              if (!step) return
              const next = Math.min(layout.rounds.length - 1, Math.max(0, index + step))
              setChosen(next)
              document.getElementById(`${id}-tab-${next}`)?.focus()
            }}
          >
            {orDash(round.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${column}`}>
        <ol className="bk-list">
          {games.map((placed) => {
            const pressed = pinnedTeam ? sideOf(placed, pinnedTeam) : null
            return (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- the rows inside are buttons; Enter on them clicks
              <li
                key={placed.game.idx}
                onClick={(event) => {
                  const team = (event.target as Element).closest<HTMLElement>('[data-team]')?.dataset.team
                  if (!team) return
                  const next = pinnedTeam === team ? null : team
                  setPinnedTeam(next)
                  onPin?.(next)
                }}
              >
                <GameCard
                  {...placedGameProps(
                    placed,
                    text,
                    marks,
                    (index) => layout.rounds[index]?.label ?? undefined,
                  )}
                  highlight={pressed}
                  pressed={pressed}
                  tabbable="both"
                  showNext
                />
              </li>
            )
          })}
        </ol>
      </div>
    </div>
  )
}

/** The first draw round still being played, or the final when all is played. */
export function currentColumn(layout: DrawLayout): number {
  const open = layout.columns.findIndex((column) => column.some(({ game }) => isStillToPlay(game)))
  return open >= 0 ? open : Math.max(0, layout.columns.length - 1)
}
