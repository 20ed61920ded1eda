import { defineMessages } from '../../i18n/locale'

/**
 * The not-found page's words: their own catalog, so they load with that page (a lazy chunk), not
 * with every staff page's header.
 */
export const notFoundMessages = defineMessages({
  name: 'notFound',
  en: {
    title: 'Page not found',
    detail:
      'This address does not match any page of Courtside. Check the link, or start again from the home page.',
    home: 'Go to the home page',
  },
})

export type NotFoundMessages = (typeof notFoundMessages)['en']
