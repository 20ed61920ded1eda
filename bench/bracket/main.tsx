import {
  StrictMode,
  createContext,
  memo,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import type { Game, Pool, Round, Team, Tournament } from '../../src/api/schemas'
import { Bracket } from '../../src/components/bracket'
import { syntheticRound } from '../../test-support/data/synthetic-round'
import { StandingsTable } from '../../src/components/standings'
import { DATE_TIME, formatInTimeZone } from '../../src/domain/time'
import { useFormatLocale } from '../../src/i18n/format-locale'
import '../../src/styles.css'
import { playedRounds } from './cases'

/**
 * The page the bracket benchmark and the visual check drive, built apart from the app (see
 * test-support/bench/harness.ts). `?mode=ours|bv&size=N` times a draw from data to paint;
 * `?mode=visual&case=…&theme=…` shows demo data for screenshots. Results go to `window.__result`.
 */
declare global {
  interface Window {
    __result?: unknown
    __error?: string
    __go?: () => void
    bracketsViewer?: {
      render: (data: unknown, config: { selector: string; clear: boolean }) => Promise<void>
    }
  }
}

const params = new URLSearchParams(location.search)
const mode = params.get('mode') ?? 'visual'
const root = document.getElementById('root')!

/** With `?wait`, the driver (or a profiler) attaches first: the page waits for `window.__go()`. */
function readySignal(): Promise<void> {
  if (!params.has('wait')) return Promise.resolve()
  return new Promise((resolve) => {
    window.__go = resolve
  })
}

function afterPaint(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)),
  )
}

/** A new round with one game's first set changed, sharing every other object, as TanStack Query does. */
function withScore(round: Round, gameIdx: string, home: number): { round: Round; game: Game } {
  let changed: Game | undefined
  const draws = round.draws!.map((draw) => ({
    ...draw,
    rounds: draw.rounds!.map((drawRound) => {
      if (!drawRound.games!.some((game) => game.idx === gameIdx)) return drawRound
      return {
        ...drawRound,
        games: drawRound.games!.map((game) => {
          if (game.idx !== gameIdx) return game
          const [first, ...rest] = game.score!.sets!
          changed = { ...game, score: { ...game.score!, sets: [{ ...first!, home }, ...rest] } }
          return changed
        }),
      }
    }),
  }))
  return { round: { ...round, draws }, game: changed! }
}

async function frames(count: number, step: (frame: number) => void): Promise<number[]> {
  const deltas: number[] = []
  let last = await new Promise<number>((resolve) => requestAnimationFrame(resolve))
  for (let frame = 0; frame < count; frame += 1) {
    step(frame)
    const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve))
    deltas.push(now - last)
    last = now
  }
  return deltas
}

const ShellZone = createContext('Europe/Madrid')
const noChange = () => () => {}

const ShellTab = memo(function ShellTab(props: { label: string; selected: boolean; onSelect: () => void }) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={props.selected}
      data-tab={props.label}
      onClick={props.onSelect}
      className="block rounded-full border border-line px-3 py-1 text-sm aria-selected:border-accent aria-selected:bg-accent aria-selected:text-accent-ink"
    >
      {props.label}
    </button>
  )
})

/**
 * What a page of the app has drawn before the draw's data arrives: the round's header as the round
 * page draws it (its classes: a card, the title in semibold, the times' zone in small muted type,
 * the division's rounds as pills) and a placeholder, with the kinds of components and hooks the
 * app's pages use (state, context, memo, effects, a store subscription as TanStack Query and Router
 * have), rendered once and then updated, as a page is. Both contenders' pages draw it first, in a
 * React root of its own, so each is timed on a page where React has run and the page's fonts are
 * loaded, as on any page, and the draw's code has not run yet.
 */
function PageShell() {
  const zone = useContext(ShellZone)
  const id = useId()
  const [tab, setTab] = useState('Draw')
  // A page renders again as its router and queries settle: the shell does once, after it mounts,
  // so React's update paths have run before the window, as on any page of the app.
  const [settled, setSettled] = useState(false)
  useEffect(() => setSettled(true), [])
  const online = useSyncExternalStore(noChange, () => navigator.onLine)
  // As on a page: Chromium loads its time zone data (~20 ms, once per page) for the header's
  // dates, written in the reader's format locale as the app's headers write them, not for the draw.
  const locale = useFormatLocale()
  const today = useMemo(
    () => formatInTimeZone(new Date().toISOString(), zone, DATE_TIME, locale).text,
    [zone, locale],
  )
  useEffect(() => {
    document.title = `Bench · ${tab}`
  }, [tab])
  useLayoutEffect(() => {
    document.documentElement.dataset.shell = id
  }, [id])
  return (
    <header aria-labelledby={`${id}-title`} className="rounded-card border border-line bg-surface-raised p-4">
      <h1 id={`${id}-title`} className="text-2xl font-semibold break-words">
        Bench open {online ? '' : '(offline)'}
      </h1>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <span className="text-sm text-ink-muted">
          {today}, {zone}
        </span>
      </div>
      <div role="tablist" aria-label="Round" className="mt-4 flex flex-wrap gap-2">
        {['Draw', 'Schedule', 'Results'].map((label) => (
          <ShellTab key={label} label={label} selected={tab === label} onSelect={() => setTab(label)} />
        ))}
      </div>
      <p className="mt-3 text-sm text-ink-muted">{settled ? 'Loading the draw…' : 'Opening the round…'}</p>
    </header>
  )
}

/** Draws the page's shell (see PageShell) above the root the contender draws in. */
async function drawShell(): Promise<void> {
  const shell = document.createElement('div')
  root.before(shell)
  flushSync(() => createRoot(shell).render(<PageShell />))
  // A page's first User Timing mark sets the API up (~1 ms, more under tracing): not in the window.
  performance.mark('bench-shell')
  await afterPaint()
}

async function benchOurs(size: number) {
  const zoom = params.get('zoom') === 'fit' ? 'fit' : 'auto'
  let round = syntheticRound({
    entries: size,
    playedRounds: Number(params.get('played') ?? playedRounds(size)),
  })
  const view = (data: Round) => (
    <Bracket round={data} timeZone="Europe/Madrid" view="tree" initialZoom={zoom} />
  )
  const reactRoot: Root = createRoot(root)
  await drawShell()
  await readySignal()
  performance.mark('bench-start')
  const start = performance.now()
  flushSync(() => reactRoot.render(view(round)))
  const script = performance.now() - start
  const paint = (await afterPaint()) - start
  performance.mark('bench-end')
  // The next task, not this one: the CPU column counts every task the window touches, and
  // brackets-viewer's last task ends at its mark.
  await new Promise((resolve) => setTimeout(resolve, 0))

  // One score change at a time: script time of the update, and how many games' DOM it touched.
  const live = round
    .draws![0]!.rounds!.flatMap((drawRound) => drawRound.games!)
    .find((game) => game.liveStartedAt)!
  const scoreChanges: number[] = []
  const touched = new Set<Element>()
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const node = record.target instanceof Element ? record.target : record.target.parentElement
      const game = node?.closest('article')
      if (game) touched.add(game)
    }
  })
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true })
  for (let change = 0; change < 7; change += 1) {
    round = withScore(round, live.idx, 4 + change).round
    const before = performance.now()
    flushSync(() => reactRoot.render(view(round)))
    scoreChanges.push(performance.now() - before)
    await afterPaint()
  }
  observer.disconnect()

  const scroller = document.querySelector<HTMLElement>('.bk-scroller')!
  const pan = await frames(120, (frame) => {
    scroller.scrollTop += frame < 60 ? 30 : -30
    scroller.scrollLeft += frame < 60 ? 8 : -8
  })
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('.bk-toolbar button')]
  const zoomIn = buttons.find((button) => button.getAttribute('aria-label') === 'Zoom in')!
  const zoomOut = buttons.find((button) => button.getAttribute('aria-label') === 'Zoom out')!
  const zoomFrames = await frames(40, (frame) => {
    if (frame % 10 === 0) (frame % 20 === 0 ? zoomIn : zoomOut).click()
  })
  window.__result = {
    paint,
    script,
    scoreChanges,
    touchedGames: touched.size,
    pan,
    zoom: zoomFrames,
    games: document.querySelectorAll('article').length,
  }
}

async function benchBracketsViewer(size: number) {
  const data = (await (await fetch(`/data/bv-${size}.json`)).json()) as unknown
  await new Promise<void>((resolve, reject) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = '/vendor/brackets-viewer.min.css'
    document.head.append(link)
    const script = document.createElement('script')
    script.src = '/vendor/brackets-viewer.min.js'
    script.onload = () => resolve()
    script.onerror = () => reject(new Error('brackets-viewer.min.js did not load'))
    document.head.append(script)
  })
  root.className = 'brackets-viewer'
  await drawShell()
  await readySignal()
  performance.mark('bench-start')
  const start = performance.now()
  await window.bracketsViewer!.render(data, { selector: '#root', clear: true })
  const paint = (await afterPaint()) - start
  performance.mark('bench-end')
  window.__result = { paint, games: document.querySelectorAll('.match').length }
}

interface VisualData {
  rolandGarros: { round: Round; teams: Team[]; tournament: Tournament }
  padel: { bracket: Round; menBracket: Round; pools: Round; teams: Team[]; tournament: Tournament }
}

async function visual() {
  document.documentElement.dataset.theme = params.get('theme') ?? 'light'
  const data = (await (await fetch('/data/visual.json')).json()) as VisualData
  const which = params.get('case') ?? 'rolandGarros'
  const { rolandGarros, padel } = data
  const padelProps = {
    timeZone: padel.tournament.timezone,
    courtNames: padel.tournament.courtNames,
    teams: padel.teams,
  }
  createRoot(root).render(
    <StrictMode>
      <main className="mx-auto max-w-screen-2xl p-4">
        {which === 'rolandGarros' && (
          <Bracket
            round={rolandGarros.round}
            teams={rolandGarros.teams}
            timeZone={rolandGarros.tournament.timezone}
            courtNames={rolandGarros.tournament.courtNames}
          />
        )}
        {which === 'padel' && <Bracket round={padel.bracket} {...padelProps} />}
        {which === 'padelPlaceholders' && <Bracket round={padel.menBracket} {...padelProps} />}
        {which === 'pool' && (
          <div className="grid gap-6 lg:grid-cols-2">
            {(padel.pools.pools ?? []).map((pool: Pool) => (
              <StandingsTable
                key={pool.idx}
                pool={pool}
                standingColumns={padel.tournament.standingColumns}
                sport={padel.tournament.sport}
              />
            ))}
          </div>
        )}
      </main>
    </StrictMode>,
  )
  await new Promise((resolve) => setTimeout(resolve, 300))
  window.__result = { ready: true }
}

const size = Number(params.get('size') ?? 32)
const run = mode === 'ours' ? benchOurs(size) : mode === 'bv' ? benchBracketsViewer(size) : visual()
run.catch((error: unknown) => {
  window.__error = error instanceof Error ? (error.stack ?? error.message) : String(error)
})
