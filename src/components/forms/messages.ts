import { defineMessages } from '../../i18n/locale'

/** Words of the staff forms' shared controls (docs/decisions/0004-i18n.md). */
export const formsMessages = defineMessages({
  name: 'forms',
  en: {
    tournament: 'Tournament',
    chosen: (name: string) => `Chosen: ${name}`,
    noneChosen: 'No tournament chosen yet.',
    find: 'Find by name',
    findHint: 'Part of a name is enough; accents and capitals do not matter.',
    allStatuses: 'Include tournaments not in progress',
    loading: 'Loading the tournaments…',
    loadingPage: 'Loading these tournaments…',
    count: (total: number, allStatuses: boolean) =>
      `${total} ${total === 1 ? 'tournament' : 'tournaments'}${allStatuses ? '' : ' in progress'}`,
    looking: (read: number, total: number) => `Looking through the tournaments: ${read} of ${total}…`,
    stoppedEarly: (matches: number, read: number, total: number) =>
      `${matches === 0 ? 'No match' : matches === 1 ? '1 match' : `${matches} matches`} among the ${read} most recent of ${total} tournaments: a search reads no further unless asked, to spare the token’s requests.`,
    lookFurther: (count: number) => `Look through ${count} more`,
    matches: (count: number) => (count === 1 ? '1 tournament matches' : `${count} tournaments match`),
    noMatch: (query: string, allStatuses: boolean) =>
      allStatuses
        ? `No tournament’s name has “${query}”.`
        : `No tournament in progress has “${query}” in its name. Include the others to search them too.`,
    noneInProgress: 'No tournament is in progress: include the others to choose one.',
    none: 'Your organization has no tournaments yet.',
    listName: 'Tournaments',
    pages: 'Pages of tournaments',
    first: 'First page',
    previous: 'Previous',
    previousPage: 'Previous page',
    next: 'Next',
    nextPage: 'Next page',
    last: 'Last page',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
})

export type FormsMessages = (typeof formsMessages)['en']
