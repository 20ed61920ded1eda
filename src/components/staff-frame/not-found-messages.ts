import { defineMessages } from '../../i18n/locale'

/** The words of the page an address that matches no page shows (`PageNotFound`, page-views.tsx). */
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
