import { defineMessages } from '../../i18n/locale'

export const tournamentsMessages = defineMessages({
  name: 'tournamentList',
  en: {
    title: 'Tournaments',
    filters: 'Filter tournaments',
    status: 'Status',
    sport: 'Sport',
    any: 'Any',
    pageSize: 'Per page',
    summary: (total: number, page: number, pages: number) =>
      `${total} ${total === 1 ? 'tournament' : 'tournaments'} · page ${page} of ${pages}`,
    pages: 'Pages',
    first: 'First',
    previous: 'Previous',
    next: 'Next',
    last: 'Last',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    noneMatch: 'No tournaments match these filters',
    noneMatchDetail: 'Try another status or sport, or show them all.',
    none: 'Your organization has no tournaments yet',
    noneDetail: 'Tournaments created in the organizer dashboard appear here.',
    clearFilters: 'Show all tournaments',
    pastTheEnd: 'This page is past the last one',
    pastTheEndDetail: (pages: number) => `The list has ${pages} ${pages === 1 ? 'page' : 'pages'}.`,
    goToLastPage: 'Go to the last page',
    noClub: 'No club',
    timesIn: (zone: string) => `dates in ${zone}`,
  },
})

export type TournamentsMessages = (typeof tournamentsMessages)['en']
