import type { EmbedMessages } from './messages'

/** An embed’s words in Italian: loaded only for an embed in Italian (src/app/languages/it.ts). */
export const embedIt: EmbedMessages = {
  loading: 'Caricamento dei risultati…',
  back: 'Indietro',
  poweredBy: 'Risultati di Courtside',
  openFullView: 'Apri tutti i risultati',
  newTab: '(si apre in una nuova scheda)',
  updatedAt: (time) => `Aggiornato alle ${time}`,
  staleSince: (time) => `Riconnessione · risultati delle ${time}`,
  divisions: 'Categorie',
  rounds: 'Turni',
  noDivisions: 'Nessuna categoria è stata ancora pubblicata.',
  noRounds: 'Nessun turno è stato ancora pubblicato.',
  pools: 'Gironi',
  bracket: 'Tabellone',
  noPools: 'Questo turno non ha gironi.',
  noBracket: 'Questo turno non ha un tabellone.',
  status: { UPCOMING: 'In programma', IN_PROGRESS: 'In corso', COMPLETED: 'Concluso' },
  unavailable: 'Risultati non disponibili',
  noAccess:
    'Questi risultati sono stati pubblicati senza un accesso per leggerli. Il gestore del sito deve aggiungere un token di lettura o usare il proxy per schermi pubblici.',
  refused: {
    MISSING_API_TOKEN:
      'L’accesso con cui sono stati pubblicati questi risultati non è accettato. Il gestore del sito deve aggiornarlo.',
    INVALID_API_TOKEN:
      'L’accesso con cui sono stati pubblicati questi risultati è stato revocato. Il gestore del sito deve aggiornarlo.',
    EXPIRED_API_TOKEN:
      'L’accesso con cui sono stati pubblicati questi risultati è scaduto. Il gestore del sito deve rinnovarlo.',
    INSUFFICIENT_SCOPE:
      'L’accesso con cui sono stati pubblicati questi risultati non permette di leggerli. Il gestore del sito deve aggiornarlo.',
  },
  notFound: 'Questi risultati non sono stati trovati. Potrebbero essere stati rimossi.',
  notPublished: 'Questi risultati non sono ancora pubblicati.',
  poolNotFound: 'Questo girone non fa più parte del turno.',
  drawNotFound: 'Questo tabellone non fa più parte del turno.',
  invalidLink: 'Il link a questi risultati è incompleto.',
  rateLimited: (seconds) =>
    `Molte persone stanno seguendo questi risultati. Nuovo tentativo tra ${seconds} s.`,
  offline: 'Sei offline. I risultati si caricheranno quando la connessione tornerà.',
  retrying: 'Al momento i risultati non si possono caricare. Nuovo tentativo a breve.',
  unreadable: 'Al momento i risultati non si possono mostrare.',
}
