import { defineMessages } from '../../i18n/locale'

/**
 * Words of the order of play (the schedule page) in English; Spanish and French beside it
 * (docs/decisions/0004-i18n.md).
 */
export const scheduleMessages = defineMessages({
  name: 'schedule',
  en: {
    title: 'Order of play',
    timesIn: (zone: string) => `Times in ${zone}`,
    days: 'Days',
    today: 'Today',
    noDays: 'No games have been scheduled in this tournament yet.',
    noGamesThisDay: 'No games on this day.',
    noMatch: 'No game of this day matches the filters.',
    division: 'Division',
    allDivisions: 'All divisions',
    court: 'Court',
    allCourts: 'All courts',
    search: 'Search teams or players',
    searchHint: 'Letter case and accents do not matter.',
    now: 'Now',
    liveNow: 'Live now',
    upNext: 'Up next',
    justFinished: 'Just finished',
    onCourtFor: (minutes: number) =>
      minutes < 60
        ? `On court for ${minutes} min`
        : `On court for ${Math.floor(minutes / 60)} h ${minutes % 60} min`,
    courtToBeAnnounced: 'Court to be announced',
    notScheduledYet: 'Not scheduled yet',
    courtsOfDay: (day: string) => `Courts on ${day}`,
    gamesCount: (count: number) => `${count} ${count === 1 ? 'game' : 'games'}`,
    inRound: (round: string) => `View in ${round}`,
    roundFailed: (round: string) =>
      `The games of ${round} could not be loaded; the rest of the schedule is shown.`,
    badDay: (value: string, shown: string) =>
      `There is no order of play for “${value}” in this tournament; showing ${shown}.`,
    badDivision: 'The division in this link is not one of this tournament’s; showing every division.',
    badCourt: (value: string) => `There is no court “${value}” in this tournament; showing every court.`,
    liveUpdates: 'Live: updates by itself',
    filters: 'Filters',
    filtersSet: (which: string) => `Filters: ${which}`,
  },
})

export type ScheduleMessages = (typeof scheduleMessages)['en']
