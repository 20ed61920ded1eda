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
  },
})

export type StaffChromeMessages = (typeof staffChromeMessages)['en']
