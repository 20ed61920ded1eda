import type { Tournament } from '../../api/schemas'
import { matchesWords } from '../../domain/search-text'

/** The picker reads the list at the API's largest page: 250 tournaments are three requests. */
export const READ_PAGE_SIZE = 100
/** Tournaments the picker shows at once. */
export const SHOWN_PAGE_SIZE = 10
/**
 * The pages of 100 one search reads at most, then stops and says so: 1,000 tournaments, ten of the
 * token's 120 requests a minute. An organization of 10,000 would otherwise spend a hundred on one
 * search, most of a minute's budget, and stall the venue screens reading with the same token.
 * Asked to, the search reads as many more.
 */
export const SEARCH_PAGES = 10

export type PickerTournament = Pick<
  Tournament,
  'idx' | 'name' | 'status' | 'startDate' | 'endDate' | 'timezone'
>

/** A page of the API's list as the picker uses it. */
export interface ReadPage {
  data: readonly PickerTournament[]
  meta: { total: number }
}

/** How many pages of 100 hold `total` tournaments; at least the first, which says the total. */
export function readPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / READ_PAGE_SIZE))
}

/** The page of 100 that holds the first tournament of a shown page (1-based). */
export function readPageOf(shownPage: number): number {
  return Math.floor(((shownPage - 1) * SHOWN_PAGE_SIZE) / READ_PAGE_SIZE)
}

/**
 * The pages of 100 to read now (0-based). The first always: it says how many there are. Browsing,
 * only the one that holds the page shown, so paging to the end of 250 costs one more request, not
 * two. Searching, the list one page after another (the API cannot search names), up to
 * `searchPages` of them: every page up to the first not read yet, so each is asked for once the one
 * before it has arrived.
 */
export function pagesToRead(
  total: number | undefined,
  isRead: (page: number) => boolean,
  search: { searching: boolean; shownPage: number; searchPages: number },
): number[] {
  if (total === undefined) return [0]
  const count = readPageCount(total)
  if (!search.searching) return [...new Set([0, Math.min(readPageOf(search.shownPage), count - 1)])]
  const pages = [0]
  const last = Math.min(count, Math.max(1, search.searchPages))
  while (pages.length < last && isRead(pages.length - 1)) pages.push(pages.length)
  return pages
}

export type PickerView =
  | { kind: 'loading' }
  | {
      kind: 'browse'
      total: number
      shownPage: number
      shownPages: number
      /** The shown page's tournaments; undefined while its page of 100 is on its way. */
      rows: readonly PickerTournament[] | undefined
    }
  | {
      kind: 'search'
      total: number
      /** Tournaments looked through so far; `total` once the walk is over. */
      read: number
      done: boolean
      /** The search read all it may (`searchPages`) and stopped before the end of the list. */
      stopped: boolean
      matches: number
      shownPage: number
      shownPages: number
      rows: readonly PickerTournament[]
    }

/**
 * What the picker shows: a page of the list, or of the names that match the search's words
 * (`searchWords`) among the first `searchPages` pages of 100. `pages` are the pages of 100 read so
 * far, by index. A shown page past the last one shows the last.
 */
export function pickerView(
  pages: ReadonlyMap<number, ReadPage>,
  words: readonly string[],
  shownPage: number,
  searchPages: number = SEARCH_PAGES,
): PickerView {
  const first = pages.get(0)
  if (!first) return { kind: 'loading' }
  const total = first.meta.total
  if (words.length === 0) {
    const shownPages = Math.max(1, Math.ceil(total / SHOWN_PAGE_SIZE))
    const page = Math.min(Math.max(1, shownPage), shownPages)
    const start = ((page - 1) * SHOWN_PAGE_SIZE) % READ_PAGE_SIZE
    const rows = pages.get(readPageOf(page))?.data.slice(start, start + SHOWN_PAGE_SIZE)
    return { kind: 'browse', total, shownPage: page, shownPages, rows }
  }
  // Pages read one after another, as long as there is no gap; a tournament that moved from one
  // page to the next while the list was read (offset paging) is listed once.
  const seen = new Set<string>()
  const listed: PickerTournament[] = []
  let read = 0
  const searched = Math.min(readPageCount(total), Math.max(1, searchPages))
  let index = 0
  for (; index < searched && pages.has(index); index++) {
    const page = pages.get(index)
    read = Math.min(total, (index + 1) * READ_PAGE_SIZE)
    for (const tournament of page?.data ?? []) {
      if (seen.has(tournament.idx)) continue
      seen.add(tournament.idx)
      listed.push(tournament)
    }
  }
  const matching = listed.filter((tournament) => matchesWords(tournament.name, words))
  const shownPages = Math.max(1, Math.ceil(matching.length / SHOWN_PAGE_SIZE))
  const page = Math.min(Math.max(1, shownPage), shownPages)
  return {
    kind: 'search',
    total,
    read,
    done: read >= total || index === searched,
    stopped: index === searched && read < total,
    matches: matching.length,
    shownPage: page,
    shownPages,
    rows: matching.slice((page - 1) * SHOWN_PAGE_SIZE, page * SHOWN_PAGE_SIZE),
  }
}
