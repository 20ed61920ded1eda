import { useQueries, useQueryClient } from '@tanstack/react-query'
import { useId, useRef, useState, type ReactNode } from 'react'
import { errorReason } from '../../api/error-reason'
import { useApi } from '../../hooks/use-api'
import { formatDateRange } from '../../domain/time'
import { searchWords } from '../../domain/search-text'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { ErrorView, useEnumWords } from '../page'
import { SMALL_BUTTON } from './buttons'
import { Checkbox } from './choices'
import { TextField } from './fields'
import { formsMessages } from './messages'
import { tournamentPickerPage } from './tournament-picker-queries'
import {
  pagesToRead,
  pickerView,
  READ_PAGE_SIZE,
  SEARCH_PAGES,
  type PickerTournament,
  type ReadPage,
} from './tournament-walk'

export interface TournamentPickerProps {
  /** The tournament chosen: kept whether the list shown holds it or not (a link may name any). */
  value: string | undefined
  /** Its name as the page read it, for when the page of the list shown does not hold it. */
  valueName: string | undefined
  onChange: (tournamentIdx: string) => void
  /**
   * Reads what the page needs of a tournament before `onChange` changes the address, so the page's
   * loader finds it read: on an answer slower than a second the router would otherwise swap the
   * whole page for its skeleton. The choice shows at once meanwhile; the latest choice wins; a
   * failed read still calls `onChange` (the page then says what failed).
   */
  prepare?: (tournamentIdx: string) => Promise<unknown>
}

/**
 * The first picker of the setup pages (venue screens, embeds): the organization's tournaments,
 * those in progress unless asked for all, ten at a time, paged, or found by a part of their
 * name. The API cannot search names, so a search reads the list, 100 at a time, once, up to 1,000
 * tournaments (then it says so, and reads 1,000 more when asked); each letter typed filters what
 * was read (docs/decisions/0504-tournament-picker.md).
 */
export function TournamentPicker({ value, valueName, onChange, prepare }: TournamentPickerProps) {
  const m = useMessages(formsMessages)
  const [allStatuses, setAllStatuses] = useState(false)
  const [query, setQuery] = useState('')
  const [shownPage, setShownPage] = useState(1)
  const [searchPages, setSearchPages] = useState(SEARCH_PAGES)
  // A choice shows at once, while the page's address (the value) follows after its own load.
  const [choice, setChoice] = useState<{ idx: string; over: string | undefined }>()
  const chosen = choice && choice.over === value ? choice.idx : value
  const latest = useRef<string | null>(null)
  const choose = (tournamentIdx: string) => {
    if (!prepare) return onChange(tournamentIdx)
    latest.current = tournamentIdx
    void prepare(tournamentIdx)
      .catch(() => undefined)
      .then(() => {
        if (latest.current === tournamentIdx) onChange(tournamentIdx)
      })
  }
  const words = searchWords(query)
  const { pages, failure } = useReadPages(allStatuses, words.length > 0, shownPage, searchPages)
  const view = pickerView(pages, words, shownPage, searchPages)
  const legendId = useId()
  const group = useId()
  const rows = view.kind === 'loading' ? undefined : view.rows
  const chosenName =
    (chosen === value ? valueName : undefined) ?? rows?.find((each) => each.idx === chosen)?.name ?? chosen

  return (
    <fieldset className="space-y-3">
      <legend id={legendId} className="font-medium">
        {m.tournament}
      </legend>
      <p dir="auto" className="font-semibold">
        {chosenName ? m.chosen(chosenName) : m.noneChosen}
      </p>
      <TextField
        label={m.find}
        hint={m.findHint}
        type="search"
        value={query}
        autoComplete="off"
        onChange={(event) => {
          setQuery(event.target.value)
          setShownPage(1)
        }}
      />
      <Checkbox
        className="text-sm"
        checked={allStatuses}
        onChange={(all) => {
          setAllStatuses(all)
          setShownPage(1)
          setSearchPages(SEARCH_PAGES)
        }}
      >
        {m.allStatuses}
      </Checkbox>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {failure && view.kind === 'loading' ? null : summary(view, query.trim(), allStatuses, m)}
      </p>
      {view.kind === 'search' && view.stopped && (
        <button
          type="button"
          className={SMALL_BUTTON}
          onClick={() => setSearchPages((pages) => pages + SEARCH_PAGES)}
        >
          {m.lookFurther(Math.min(SEARCH_PAGES * READ_PAGE_SIZE, view.total - view.read))}
        </button>
      )}
      {failure && <ErrorView reason={errorReason(failure.error)} onRetry={failure.retry} />}
      {rows && rows.length > 0 && (
        <div role="radiogroup" aria-labelledby={legendId} className="grid gap-1">
          {rows.map((tournament) => (
            <TournamentOption
              key={tournament.idx}
              tournament={tournament}
              group={group}
              checked={tournament.idx === chosen}
              onChoose={() => {
                setChoice({ idx: tournament.idx, over: value })
                choose(tournament.idx)
              }}
            />
          ))}
        </div>
      )}
      {view.kind === 'browse' && !view.rows && !failure && <p className="text-sm">{m.loadingPage}</p>}
      {view.kind !== 'loading' && view.shownPages > 1 && (
        <PickerPages page={view.shownPage} pages={view.shownPages} onPage={setShownPage} />
      )}
    </fieldset>
  )
}

type FormsMessages = (typeof formsMessages)['en']

function summary(view: ReturnType<typeof pickerView>, query: string, all: boolean, m: FormsMessages) {
  switch (view.kind) {
    case 'loading':
      return m.loading
    case 'browse':
      if (view.total > 0) return m.count(view.total, all)
      return all ? m.none : m.noneInProgress
    case 'search':
      if (!view.done) return m.looking(view.read, view.total)
      if (view.stopped) return m.stoppedEarly(view.matches, view.read, view.total)
      return view.matches > 0 ? m.matches(view.matches) : m.noMatch(query, all)
  }
}

/**
 * The pages of 100 the picker needs, read through the query cache: the first (it says how many
 * there are), the one holding the page shown, or, for a search, each in turn up to the last or
 * to `searchPages`.
 */
function useReadPages(allStatuses: boolean, searching: boolean, shownPage: number, searchPages: number) {
  const api = useApi()
  const queryClient = useQueryClient()
  const cached = (index: number) =>
    queryClient.getQueryData(tournamentPickerPage(api, allStatuses, index).queryKey)
  const indexes = pagesToRead(cached(0)?.meta.total, (index) => cached(index) !== undefined, {
    searching,
    shownPage,
    searchPages,
  })
  const results = useQueries({
    queries: indexes.map((index) => tournamentPickerPage(api, allStatuses, index)),
  })
  const pages = new Map<number, ReadPage>()
  indexes.forEach((index, i) => {
    const data = results[i]?.data
    if (data) pages.set(index, data)
  })
  const failed = results.find((result) => result.error && !result.data)
  const failure = failed?.error ? { error: failed.error, retry: () => void failed.refetch() } : null
  return { pages, failure }
}

function TournamentOption({
  tournament,
  group,
  checked,
  onChoose,
}: {
  tournament: PickerTournament
  /** The radio group's name. */
  group: string
  checked: boolean
  onChoose: () => void
}) {
  const words = useEnumWords()
  const locale = useFormatLocale()
  const nameId = useId()
  const detailId = useId()
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-line px-3 py-2 hover:bg-surface-sunken has-checked:border-accent has-checked:bg-accent-soft">
      <input
        type="radio"
        name={group}
        className="mt-1"
        checked={checked}
        onChange={onChoose}
        aria-labelledby={nameId}
        aria-describedby={detailId}
      />
      <span className="min-w-0">
        <span id={nameId} dir="auto" className="block font-medium break-words">
          {tournament.name}
        </span>
        <span id={detailId} className="block text-sm text-ink-muted">
          {words('status', tournament.status)} ·{' '}
          {formatDateRange(tournament.startDate, tournament.endDate, tournament.timezone, locale)}
        </span>
      </span>
    </label>
  )
}

/** First, previous, "page 2 of 25", next, last: the tournaments page's controls, as buttons. */
function PickerPages({
  page,
  pages,
  onPage,
}: {
  page: number
  pages: number
  onPage: (page: number) => void
}) {
  const m = useMessages(formsMessages)
  const button = (target: number, label: string, text: ReactNode, enabled: boolean) => (
    <button
      type="button"
      className={SMALL_BUTTON}
      aria-label={label}
      disabled={!enabled}
      onClick={() => onPage(target)}
    >
      {text}
    </button>
  )
  return (
    <nav aria-label={m.pages} className="flex flex-wrap items-center gap-2">
      {button(1, m.first, <span aria-hidden="true">«</span>, page > 1)}
      {button(page - 1, m.previousPage, <>‹ {m.previous}</>, page > 1)}
      <span className="px-1 text-sm text-ink-muted" aria-current="page">
        {m.pageOf(page, pages)}
      </span>
      {button(page + 1, m.nextPage, <>{m.next} ›</>, page < pages)}
      {button(pages, m.last, <span aria-hidden="true">»</span>, page < pages)}
    </nav>
  )
}
