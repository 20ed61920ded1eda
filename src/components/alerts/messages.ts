import { defineMessages } from '../../i18n/locale'

/** Alerts about the followed teams' games: the notices, system notifications and their settings. */
export const alertMessages = defineMessages({
  name: 'alerts',
  en: {
    notices: 'Alerts about the teams you follow',
    nextTitle: (team: string) => `${team} is next on court`,
    liveTitle: (team: string) => `${team} is playing now`,
    wonTitle: (team: string) => `${team} won`,
    lostTitle: (team: string) => `${team} lost`,
    endedTitle: (team: string) => `${team}’s game has ended`,
    expectedAt: (time: string) => `expected at ${time}`,
    printedAt: (time: string) => `printed ${time}`,
    versus: (opponent: string) => `vs ${opponent}`,
    walkover: 'walkover',
    retired: 'retired',
    dismiss: (team: string) => `Dismiss the alert about ${team}`,
    settingsButton: 'Alerts',
    settingsTitle: 'Alerts for the teams you follow',
    settingsHelp:
      'While Courtside is open in a tab of this browser, it watches the games of the teams you follow and tells you here. Nothing is sent anywhere.',
    kindsLegend: 'Tell me when a game',
    kindNext: 'is next on its court (expected within 15 minutes)',
    kindLive: 'goes live',
    kindResult: 'ends, with the result',
    systemAsk: 'Also show system notifications',
    systemOn: 'System notifications are on: alerts also show when this tab is in the background.',
    systemDenied:
      'This browser blocks notifications from this site, so alerts show only in the page. To get them, allow notifications for this site in the browser’s site settings.',
    systemUnsupported: 'This browser cannot show notifications from this page; alerts show only in the page.',
    close: 'Close',
  },
})

export type AlertMessages = (typeof alertMessages)['en']
