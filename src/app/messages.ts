import { defineMessages } from '../i18n/locale'

/** Words of the staff pages' frame: header, language picker, rate budget, the not-found page. */
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
    notFoundTitle: 'Page not found',
    notFoundDetail:
      'This address does not match any page of Courtside. Check the link, or start again from the home page.',
    notFoundHome: 'Go to the home page',
  },
})

export type StaffChromeMessages = (typeof staffChromeMessages)['en']
