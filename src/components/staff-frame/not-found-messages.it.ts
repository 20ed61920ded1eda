import type { NotFoundMessages } from './not-found-messages'

/** The not-found page in Italian (src/app/languages/it-app.ts). */
export const notFoundIt: NotFoundMessages = {
  title: 'Pagina non trovata',
  detail:
    'Questo indirizzo non corrisponde a nessuna pagina di Courtside. Controlla il link o ricomincia dalla pagina iniziale.',
  home: 'Vai alla pagina iniziale',
}
