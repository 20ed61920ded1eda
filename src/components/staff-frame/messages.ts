import { defineMessages } from '../../i18n/locale'

/** Words of the staff pages' frame: header, language picker, rate budget. */
export const staffChromeMessages = defineMessages({
  name: 'staffChrome',
  en: {
    skip: 'Skip to content',
    main: 'Main',
    tournaments: 'Tournaments',
    screens: 'Screens',
    embeds: 'Embeds',
    connection: 'Connection',
    language: 'Language',
    budgetLabel: 'API requests left this minute',
    budgetLeft: (remaining: number, limit: number) => `${remaining}/${limit}`,
    budgetPaused: (seconds: number) => `Rate limited · resuming in ${seconds} s`,
    /** The page was opened offline and shows answers kept on this device. */
    offline: 'Offline',
    offlineData: (since: string) =>
      `This page shows what this device kept, from ${since}. It updates by itself when the connection is back.`,
  },
})

export type StaffChromeMessages = (typeof staffChromeMessages)['en']
