import type { ErrorMessages } from './error-messages'

const DASHBOARD = 'il pannello organizzatore (pagina dell’organizzazione, scheda API)'

/** API failures explained in Italian (src/app/languages/it-app.ts). */
export const errorsIt: ErrorMessages = {
  token: {
    MISSING_API_TOKEN: {
      title: 'Nessun token accettato',
      detail: `L’API non ha ricevuto un token che riconosce come suo (prefisso errato, o nessuno). Incolla il token completo da ${DASHBOARD}.`,
    },
    INVALID_API_TOKEN: {
      title: 'Questo token non è valido',
      detail: `L’API non conosce questo token: è stato revocato, scritto male o è di un altro ambiente (un token live con un’API di test, o il contrario). Creane uno nuovo in ${DASHBOARD}.`,
    },
    EXPIRED_API_TOKEN: {
      title: 'Il token è scaduto',
      detail: `Crea un nuovo token in ${DASHBOARD} e incollalo qui.`,
    },
    INSUFFICIENT_SCOPE: {
      title: 'Questo token non può leggere',
      detail: `Al token manca il permesso “read”, che serve a ogni pagina. Crea un token con il permesso di lettura in ${DASHBOARD}.`,
    },
  },
  proxyToken: {
    title: 'Il token del proxy di visualizzazione non funziona più',
    detail:
      'L’API ha rifiutato il token custodito dal proxy di visualizzazione attraverso cui legge questo visualizzatore (revocato, scaduto o senza permesso di lettura). Avvisa chi gestisce il proxy: serve un nuovo token di lettura. Da questo browser non si può sistemare nulla.',
  },
  notFound: {
    title: 'Non trovato nella tua organizzazione',
    detail:
      'Niente con questo identificativo appartiene all’organizzazione del tuo token. Potrebbe essere di un’altra organizzazione, o non esistere più.',
  },
  invalidId: {
    title: 'L’identificativo di questo link non è valido',
    detail:
      'L’indirizzo non contiene un identificativo valido. Controlla che il link sia stato copiato per intero.',
  },
  badRequest: (messages) => ({
    title: 'L’API ha rifiutato questa richiesta',
    detail: messages.length > 0 ? messages.join(' ') : 'Un parametro di questa pagina non è stato accettato.',
  }),
  rateLimited: (seconds, scope) => ({
    title: 'Limite di richieste raggiunto',
    detail:
      scope === 'token'
        ? `Questo token ha esaurito le richieste del minuto. Nuovo tentativo tra ${seconds} s.`
        : `Troppe richieste da questa rete. Nuovo tentativo tra ${seconds} s.`,
  }),
  offline: { title: 'Sei offline', detail: 'La pagina si aggiornerà quando tornerà la connessione.' },
  unreachable: {
    title: 'L’API non è raggiungibile',
    detail:
      'Controlla l’indirizzo dell’API e la tua connessione. Un server che non consente questo sito (CORS) dà lo stesso risultato.',
  },
  timeout: {
    title: 'L’API non risponde',
    detail: 'Ci ha messo troppo a rispondere. Nuovo tentativo a breve.',
  },
  server: (status) => ({
    title: 'L’API ha avuto un problema',
    detail: `Ha risposto con un errore (${status}). Nuovo tentativo a breve.`,
  }),
  unexpectedResponse: (field) => ({
    title: 'Risposta inattesa dall’API',
    detail: field
      ? `I dati non avevano la forma prevista (in “${field}”). Il resto dell’applicazione continua a funzionare.`
      : 'Non è stato possibile leggere i dati. Il resto dell’applicazione continua a funzionare.',
  }),
  unknown: { title: 'Qualcosa è andato storto', detail: 'Riprova o ricarica la pagina.' },
}
