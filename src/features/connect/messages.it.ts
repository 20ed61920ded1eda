import type { ConnectMessages } from './messages'

/** The connect page in Italian (src/app/languages/it-app.ts). */
export const connectIt: ConnectMessages = {
  title: 'Collegati alla tua organizzazione',
  intro:
    'Incolla un token API dal pannello organizzatore (pagina dell’organizzazione, scheda API) per consultare i tuoi tornei.',
  tokenLabel: 'Token API',
  tokenHint:
    'Ha la forma prefisso_live_… o prefisso_test_…. Resta in questo browser e viene inviato solo all’indirizzo indicato qui sotto.',
  tokenEmpty: 'Incolla prima un token.',
  tokenShape:
    'Questo non sembra un token API. Un token ha la forma prefisso_live_segreto o prefisso_test_segreto; controlla di averlo copiato tutto, e nient’altro.',
  addressLabel: 'Indirizzo API',
  addressHint:
    'Dove viene servita la Read API. Scrivilo tu, quello della tua organizzazione: mai uno che un link o un messaggio ti chiede di usare.',
  addressInvalid: 'Inserisci un indirizzo http:// o https://, come https://api.example.com.',
  sentTo: 'Il tuo token sarà inviato a',
  sentElsewhere: (origin: string) => `Il tuo token sarà inviato a ${origin}`,
  sentElsewhereDetail: (configured: string) =>
    `Non è l’API di questo visualizzatore (${configured}). Collegati solo se la tua organizzazione ti ha dato questo indirizzo: chi lo gestisce potrà leggere tutto ciò che il tuo token può leggere.`,
  useAnotherAddress: 'Usa un altro indirizzo API',
  useConfiguredAddress: 'Usa l’indirizzo API di questo visualizzatore',
  remember: 'Ricorda su questo dispositivo',
  rememberHint: 'Altrimenti il token viene dimenticato alla chiusura di questa scheda.',
  rememberOnlyAllowed:
    'Questo dispositivo ricorda solo i token degli indirizzi API che questo visualizzatore è configurato per usare: un token per questo viene dimenticato alla chiusura di questa scheda.',
  connect: 'Collegati',
  connecting: 'Verifica del token…',
  useDemo: 'Usa il token dimostrativo',
  signedOutBecause: 'Sei stato disconnesso',
  organization: 'Organizzazione',
  website: 'Sito web',
  tokenName: 'Nome del token',
  prefix: 'Prefisso',
  scopes: 'Permessi',
  noScopes: 'nessuno',
  expires: 'Scadenza',
  neverExpires: 'Mai',
  expiresSoon: (days: number) =>
    `Questo token scade tra ${days} ${days === 1 ? 'giorno' : 'giorni'}. Creane uno nuovo nel pannello organizzatore prima di allora.`,
  rateLimit: 'Limite di richieste',
  rateLimitValue: (limit: number, seconds: number) => `${limit} richieste ogni ${seconds} s`,
  apiAddress: 'Indirizzo API',
  sameOrigin: 'questo sito (stessa origine)',
  connectedAs: 'Collegato',
  signOut: 'Esci',
  tryAgain: 'Riprova',
  checking: 'Verifica del tuo token…',
  proxyTitle: 'Qui non serve un token',
  proxyDetail:
    'Questo visualizzatore legge tramite un proxy che custodisce il token dell’organizzazione, quindi non c’è niente da incollare.',
  browseTournaments: 'Vai ai tornei',
  continueToPage: 'Continua alla pagina che hai aperto',
}
