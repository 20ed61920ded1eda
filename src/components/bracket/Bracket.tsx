import { useContext, useId, useMemo, useState } from 'react'
import type { Round, Team } from '../../api/schemas'
import { useMessages } from '../../i18n/locale'
import { BracketTextContext } from './bracket-context'
import { useRoundGameText } from './bracket-text'
import { BracketViewport, type Zoom } from './BracketViewport'
import { DrawTree } from './DrawTree'
import { drawEntries, drawName } from './game-text'
import { drawsInOrder } from '../../domain/draw-order'
import { layoutDraw } from './layout/tree-layout'
import { bracketMessages } from './messages'
import { PrintPages } from './PrintPages'
import { TeamLinksContext } from '../team/team-links'
import { PinnedTeamLink } from './PinnedTeamLink'
import { DrawRoundList } from './DrawRoundList'
import { teamMarks } from './team-marks'
import { useMediaQuery } from './use-media-query'
import { usePrintMode } from './use-print-mode'
import './bracket.css'

export interface BracketProps {
  /** The round with `draws.rounds.games` (and their teams, winner, score.sets) populated; its pools name "1st of pool A". */
  round: Pick<Round, 'draws' | 'pools'>
  /** The tournament's time zone: times are shown in it (in UTC when it has none, and the bracket says so). */
  timeZone: string | null | undefined
  /** The tournament's court names by court number. */
  courtNames?: Readonly<Record<string, string>> | null
  /** The division's teams, for seeds and Q / WC / LL marks (games carry only names). */
  teams?: readonly Team[] | null
  /** 'tree' draws the bracket, 'rounds' lists it round by round; 'auto' picks by width. */
  view?: 'auto' | 'tree' | 'rounds'
  /** The draw shown (its idx), to keep it in the URL; the main draw when not given. */
  drawIdx?: string
  onDrawChange?: (drawIdx: string) => void
  /** Level of the draw rounds' headings. */
  headingLevel?: 2 | 3 | 4
  /** The tree's zoom at first: 'auto' fits the whole draw when readable, else its width; 'fit' the whole draw. */
  initialZoom?: Zoom
  /** "Times in …" above the draw; off where the page already says it (the round page's header). */
  showTimeZone?: boolean
  /** The team whose path is highlighted at first (`?team=` from its team page). */
  pathTeam?: string
}

/** Narrower than this, the draw is read round by round. */
const WIDE = '(min-width: 48em)'

export function Bracket(props: BracketProps) {
  const { round, timeZone, courtNames, teams, view = 'auto', onDrawChange, headingLevel, initialZoom } = props
  const { showTimeZone = true } = props
  const messages = useMessages(bracketMessages)
  const wide = useMediaQuery(WIDE, true)
  const printing = usePrintMode()
  const id = useId()
  const draws = useMemo(() => drawsInOrder(round.draws), [round.draws])
  const [chosenIdx, setChosenIdx] = useState<string | undefined>(undefined)
  const selectedIdx = props.drawIdx ?? chosenIdx
  const draw = draws.find((each) => each.idx === selectedIdx) ?? draws[0]
  const layout = useMemo(() => (draw ? layoutDraw(draw) : null), [draw])
  const marks = useMemo(() => teamMarks(teams), [teams])
  const text = useRoundGameText(round, timeZone, courtNames)
  const [pinned, setPinned] = useState<string | null>(props.pathTeam ?? null)
  const teamLinks = useContext(TeamLinksContext)

  if (!draw || !layout) return <p className="bk-empty">{messages.noGames}</p>
  const names = new Map(draws.map((each) => [each.idx, drawName(each, drawEntries(each), messages)]))
  const name = names.get(draw.idx) ?? messages.mainDraw
  const select = (idx: string) => {
    setChosenIdx(idx)
    onDrawChange?.(idx)
  }
  const asTree = view === 'tree' || (view === 'auto' && wide)
  const empty = layout.columns.every((column) => column.length === 0)

  return (
    <BracketTextContext.Provider value={text}>
      <div className="bk">
        {draws.length > 1 && (
          <div className="bk-draw-tabs" role="tablist" aria-label={messages.draws}>
            {draws.map((each, index) => (
              <button
                key={each.idx}
                type="button"
                role="tab"
                id={`${id}-draw-${each.idx}`}
                aria-selected={each === draw}
                aria-controls={`${id}-panel`}
                tabIndex={each === draw ? 0 : -1}
                onClick={() => select(each.idx)}
                onKeyDown={(event) => {
                  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
                  const next = draws[index + step]
                  if (!step || !next) return
                  select(next.idx)
                  document.getElementById(`${id}-draw-${next.idx}`)?.focus()
                }}
              >
                {names.get(each.idx)}
              </button>
            ))}
          </div>
        )}
        <div
          id={`${id}-panel`}
          {...(draws.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `${id}-draw-${draw.idx}` } : {})}
          className="bk-panel"
        >
          {showTimeZone && <p className="bk-zone">{messages.timesIn(text.timeZone)}</p>}
          {pinned && teamLinks && <PinnedTeamLink teamIdx={pinned} draw={draw} />}
          {empty ? (
            <p className="bk-empty">{messages.noGames}</p>
          ) : printing ? (
            <PrintPages layout={layout} marks={marks} name={name} />
          ) : asTree ? (
            <BracketViewport messages={messages} initialZoom={initialZoom}>
              <DrawTree
                layout={layout}
                marks={marks}
                label={messages.bracketOf(name)}
                headingLevel={headingLevel}
                initialTeam={props.pathTeam}
                onPin={setPinned}
              />
            </BracketViewport>
          ) : (
            <DrawRoundList layout={layout} marks={marks} initialTeam={props.pathTeam} onPin={setPinned} />
          )}
        </div>
      </div>
    </BracketTextContext.Provider>
  )
}
