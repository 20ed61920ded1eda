import type { ScreenMessages } from './messages'

const REMAKE =
  'Su un computer del circolo, apri Courtside › Schermi › Nuovo schermo, crea un nuovo link per lo schermo con un token valido e aprilo su questo schermo.'

/** The venue screen in Italian (src/app/languages/it-app.ts). */
export const screenIt: ScreenMessages = {
  updatedJustNow: 'Aggiornato adesso',
  updatedAgo: (seconds: number) =>
    seconds < 60 ? `Aggiornato ${seconds} s fa` : `Aggiornato ${Math.floor(seconds / 60)} min fa`,
  reconnecting: {
    failing: 'Riconnessione',
    offline: 'Offline, riconnessione',
    'rate-limited': 'In attesa del limite di richieste',
  },
  offline: 'Non in linea',
  dataFrom: (time: string) => `dati delle ${time}`,
  connecting: 'Connessione al servizio dei risultati…',
  loadingView: 'Caricamento…',
  timesIn: (zone: string) => `Orari in ${zone}`,
  viewOf: (view: number, views: number) => `Vista ${view} di ${views}`,
  pageOf: (page: number, pages: number) => `${page} / ${pages}`,
  qrCaption: 'I risultati sul tuo telefono',
  qrLabel: (url: string) => `Codice QR per ${url}`,
  courtsTitle: 'Partite di oggi per campo',
  noGamesToday: 'Nessuna partita in programma oggi.',
  noPools: 'Questo turno non ha gironi.',
  poolNotFound: 'Questo girone non è più nel turno.',
  live: 'In corso',
  final: 'Finale',
  team: 'Squadra',
  noToken: { title: 'Questo schermo non ha un token di accesso', detail: REMAKE },
  tokenProblem: {
    MISSING_API_TOKEN: 'Il servizio dei risultati non ha accettato il token di questo schermo',
    INVALID_API_TOKEN: 'Il token di questo schermo non è più valido',
    EXPIRED_API_TOKEN: 'Il token di questo schermo è scaduto',
    INSUFFICIENT_SCOPE: 'Il token di questo schermo non può leggere i risultati',
  },
  whatToDo: REMAKE,
  badLink: {
    title: 'Il link di questo schermo è incompleto',
    detail:
      'Non indica alcun torneo o niente da mostrare. Rifai il link sul computer del circolo (Courtside › Schermi › Nuovo schermo) e aprilo su questo schermo.',
  },
  tournamentNotFound: {
    title: 'Questo torneo non è disponibile',
    detail:
      'Il token di questo schermo legge un’altra organizzazione, o il torneo è stato rimosso. Crea un nuovo link per lo schermo sul computer del circolo.',
  },
  unreachable: {
    title: 'Il servizio dei risultati non è raggiungibile',
    detail: 'Questo schermo continua a riprovare da solo e mostra i risultati appena il servizio risponde.',
  },
  crashed: { title: 'Questo schermo ha avuto un problema', detail: 'Ripartirà da solo tra un minuto.' },
  notPublished: {
    title: 'Questi risultati non sono ancora pubblicati',
    detail: 'Lo schermo li mostrerà da solo appena l’organizzatore pubblicherà il torneo.',
  },
  nothingToShow:
    'Ancora niente da mostrare: ciò che mostra questo schermo è nascosto, o non ha turni visibili.',
  viewUnavailable: 'Questa parte dello schermo non è disponibile al momento; lo schermo prosegue.',
  viewNotFound: 'Questo turno non è più nel torneo.',
  liveTitle: 'In campo ora',
  nothingOnTitle: 'Nessuna partita in campo ora',
  nextGames: (day: string) => `Prossime partite · ${day}`,
  latestResults: 'Ultimi risultati',
  timeNotGiven: 'Orario da definire',
  picture: 'Immagine',
  pictureUnavailable: 'Non è stato possibile caricare questa immagine.',
  slidesUnread: (count: number) =>
    count === 1
      ? 'Una slide del link di questo schermo non è leggibile ed è stata omessa'
      : `${count} slide del link di questo schermo non sono leggibili e sono state omesse`,
  courtNotGiven: 'Campo non indicato',
  courtFree: 'Nessuna partita in corso',
  next: 'A seguire',
  versus: 'contro',
  onFor: (minutes: number) =>
    minutes < 60
      ? `${minutes} min`
      : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`,
}
