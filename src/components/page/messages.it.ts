import type { EnumWords, LayoutMessages } from './messages'

/** The staff pages' shared pieces in Italian (src/app/languages/it-app.ts). */
export const pageShellIt: LayoutMessages = {
  breadcrumbs: 'Percorso di navigazione',
  yourOrganization: 'La tua organizzazione',
  loading: 'Caricamento…',
  tryAgain: 'Riprova',
  tryingWhenOnline: 'La pagina riproverà da sola quando tornerà la connessione.',
  yourTournaments: 'Vai ai tuoi tornei',
  connectAgain: 'Vai alla pagina di collegamento',
  hidden: 'Nascosto',
  hiddenHint: 'Non mostrato sulle pagine pubbliche',
  publish: 'Pubblica',
  showOnScreen: 'Mostra su uno schermo del circolo',
  embedOnSite: 'Incorpora nel sito di un circolo',
}

/** The API's enumerations in Italian. */
export const enumWordsIt: EnumWords = {
  status: {
    DRAFT: 'Bozza',
    UPCOMING: 'In programma',
    IN_PROGRESS: 'In corso',
    COMPLETED: 'Concluso',
    ARCHIVED: 'Archiviato',
  },
  sport: { PADEL: 'Padel', TENNIS: 'Tennis', PICKLEBALL: 'Pickleball' },
  tournamentType: {
    TEAM_LEAGUE: 'Campionato a squadre',
    LEAGUE: 'Campionato',
    TOURNAMENT: 'Torneo',
    INDIVIDUAL_LEAGUE: 'Campionato individuale',
  },
  roundType: {
    ROUND_ROBIN_ROUND: 'Gironi all’italiana',
    SINGLE_ELIMINATION_ROUND: 'Eliminazione diretta',
    QUALIFIERS_ROUND: 'Qualificazioni',
  },
  drawAssignment: { QUALIFYING: 'Qualificazioni', MAIN_DRAW: 'Tabellone principale' },
  qualifierStatus: {
    QUALIFIED: 'Qualificato',
    LUCKY_LOSER: 'Lucky loser',
    ELIMINATED: 'Eliminato nelle qualificazioni',
  },
  gender: { MEN: 'Maschile', WOMEN: 'Femminile', MIXED: 'Misto' },
}
