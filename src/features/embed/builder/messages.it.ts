import type { BuilderMessages } from './messages'

/** The embed builder in Italian (src/app/languages/it-app.ts). */
export const embedBuilderIt: BuilderMessages = {
  title: 'Incorpora i risultati in un sito',
  intro:
    'Crea un inserto per il sito di un circolo: scegli cosa mostra e come appare, controllalo nell’anteprima e copia il codice nella pagina del sito. L’inserto si adatta al suo contenuto e si aggiorna da solo mentre i visitatori lo guardano.',
  whatTitle: 'Cosa mostra',
  looksTitle: 'Aspetto',
  previewTitle: 'Anteprima',
  codeTitle: 'Codice per il sito',
  budgetTitle: 'I visitatori e il limite del token',
  kind: 'Mostra',
  kinds: {
    tournament: 'Il torneo: le sue categorie e i suoi turni',
    division: 'Una categoria, un turno alla volta',
    round: 'Un turno: i suoi gironi e il tabellone',
    pool: 'La classifica di un girone',
    draw: 'Un tabellone del turno',
    team: 'Una squadra: la sua prossima partita e i risultati',
  },
  division: 'Categoria',
  round: 'Turno',
  pool: 'Girone',
  draw: 'Tabellone',
  team: 'Squadra',
  choose: 'Scegli…',
  hidden: (name: string) => `${name} (nascosto)`,
  hiddenWarning:
    'È nascosto (isVisible: false): l’inserto dice che i risultati non sono pubblicati e li mostra da solo quando l’organizzatore lo rende visibile.',
  draftWarning:
    'Questo torneo è una bozza: ogni suo inserto dice che i risultati non sono pubblicati finché l’organizzatore non lo pubblica.',
  frameTitle: (name: string | undefined) => (name ? `Risultati in diretta: ${name}` : 'Risultati in diretta'),
  pickFirst: 'Scegli cosa mostrare e compariranno l’anteprima e il codice.',
  theme: 'Tema',
  themes: { light: 'Chiaro', dark: 'Scuro', auto: 'Come il dispositivo del visitatore' },
  accent: 'Colore di accento',
  accentHint: 'Schede, sottolineature e anello di focus. Lascia vuoto per il verde acqua di Courtside.',
  accentText: 'Valore esadecimale',
  accentInvalid: 'Un colore esadecimale come #1d4ed8.',
  accentContrast: (ratio: string) =>
    `Poco contrasto con lo sfondo (${ratio}:1): sottolineature e anelli di focus si vedranno male.`,
  clearAccent: 'Predefinito',
  scale: 'Dimensione del testo',
  parts: 'Parti mostrate',
  partNames: { title: 'Titolo', pools: 'Gironi', bracket: 'Tabellone', podium: 'Podio' },
  bracketView: 'Impaginazione del tabellone',
  bracketViews: { auto: 'In base alla larghezza', tree: 'Albero', rounds: 'Turno per turno' },
  link: 'Link “Apri tutti i risultati”',
  links: {
    public: 'La pagina pubblica del torneo',
    viewer: 'La pagina completa di questo visualizzatore (per tutti, dietro il proxy)',
    none: 'Nessun link né citazione',
  },
  language: 'Lingua',
  languageOfVisitor: 'Quella del browser del visitatore',
  refresh: 'Aggiorna ogni',
  seconds: (seconds: number) => (seconds < 60 ? `${seconds} s` : `${seconds / 60} min`),
  percent: (percent: number) => `${percent}%`,
  previewWidth: 'Larghezza dell’anteprima',
  widths: { phone: 'Telefono', wide: 'Larghezza piena' },
  previewLabel: 'Anteprima dell’inserto',
  previewApiNotAllowed: (origin: string) =>
    `Sei connesso a ${origin}, che gli inserti di questo visualizzatore non sono configurati per leggere (il suo config.json ammette solo il proprio indirizzo API e quelli in allowedApiOrigins), quindi non c’è anteprima. Connettiti all’indirizzo API di questo visualizzatore per vederne una, o chiedi a chi lo gestisce di aggiungere ${origin} a allowedApiOrigins.`,
  previewNote:
    'L’anteprima è l’inserto vero, che legge con il tuo token; cresce e si restringe con il suo contenuto come farà sulla pagina del circolo.',
  proxyTitle: 'Consigliato: tramite il proxy per schermi pubblici',
  proxyExplained:
    'Nessun token nel browser dei visitatori: lo custodisce il proxy, che risponde a tutti dalla sua cache, così il numero di visitatori non costa nulla al token. Avvia il proxy (README, “Public-display proxy”) e consenti al sito del circolo di incorporarlo (PROXY_FRAME_ANCESTORS).',
  proxyAddress: 'Indirizzo del proxy',
  proxyAddressHint: 'Dove il proxy serve il visualizzatore, ad es. https://results.club.example',
  proxyAddressInvalid: 'Un indirizzo http(s), come https://results.club.example',
  tokenTitle: 'Oppure: un token di lettura nell’indirizzo dell’inserto',
  tokenExplained:
    'Il token va dopo il # nell’indirizzo dell’iframe. I browser non inviano mai quella parte a un server e l’inserto lo tiene solo in memoria. Ma il token è nella pagina stessa del circolo:',
  tokenWarning:
    'Chiunque guardi la pagina del circolo può leggere questo token, nel sorgente della pagina o negli strumenti per sviluppatori del browser, e usarlo per leggere tutto ciò che la tua organizzazione pubblica tramite l’API. Usa un token creato solo per questo inserto, con una scadenza, che puoi revocare; mai il tuo.',
  tokenField: 'Token da pubblicare',
  tokenFieldHint: 'Non viene salvato da nessuna parte: finisce solo nel codice qui sotto.',
  tokenPlaceholder: 'INCOLLA_UN_TOKEN_DI_LETTURA',
  iframeCode: 'L’iframe, dove vanno i risultati',
  scriptCode: 'Lo script, una volta per pagina, in un punto qualsiasi dopo gli iframe',
  scriptExplained:
    'Senza lo script l’inserto mantiene l’altezza indicata sopra e scorre al suo interno; con lo script l’iframe prende l’altezza del suo contenuto.',
  copy: 'Copia',
  copied: 'Copiato.',
  copyFailed: 'Impossibile copiare: seleziona il codice e copialo a mano.',
  budgetIntro: (refresh: string, limit: number, window: number) =>
    `Con un token nell’indirizzo, il browser di ogni visitatore interroga l’API una volta ogni ${refresh}, e tutti condividono le ${limit} richieste ogni ${window} s del token (304 compresi), con chiunque altro usi il token.`,
  allowed: (visitors: number, reserve: number) =>
    `Con questo aggiornamento il token serve circa ${visitors} visitatori alla volta (${reserve} richieste tenute per i caricamenti di pagina e lo staff).`,
  expected: 'Visitatori attesi contemporaneamente',
  fits: (rpm: number) => `Ci sta: usano circa ${rpm} richieste al minuto.`,
  tight: (rpm: number) =>
    `Al limite: circa ${rpm} richieste al minuto. Un momento di affollamento rallenta tutti gli inserti; valuta il proxy.`,
  proxyNeeded: (rpm: number) =>
    `Troppi per un solo token: servirebbero ${rpm} richieste al minuto. Gli inserti si aggiornerebbero sempre più lentamente e i nuovi visitatori aspetterebbero. Usa il proxy per schermi pubblici.`,
  proxyDeployment:
    'Questo visualizzatore è dietro il proxy per schermi pubblici: i visitatori non hanno alcun token e, per quanti siano, l’API vede poche richieste per vista al minuto.',
}
