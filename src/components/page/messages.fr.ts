import type { EnumWords, LayoutMessages } from './messages'

/** The staff pages' shared pieces in French (src/app/languages/fr-app.ts). */
export const pageShellFr: LayoutMessages = {
  breadcrumbs: 'Fil d’Ariane',
  yourOrganization: 'Votre organisation',
  loading: 'Chargement…',
  tryAgain: 'Réessayer',
  tryingWhenOnline: 'La page réessaiera d’elle-même au retour de la connexion.',
  yourTournaments: 'Aller à vos tournois',
  connectAgain: 'Aller à la page de connexion',
  hidden: 'Masqué',
  hiddenHint: 'Non affiché sur les pages publiques',
  publish: 'Publier',
  showOnScreen: 'Afficher sur un écran du club',
  embedOnSite: 'Intégrer au site d’un club',
}

/** The API's enumerations in French. */
export const enumWordsFr: EnumWords = {
  status: {
    DRAFT: 'Brouillon',
    UPCOMING: 'À venir',
    IN_PROGRESS: 'En cours',
    COMPLETED: 'Terminé',
    ARCHIVED: 'Archivé',
  },
  sport: { PADEL: 'Padel', TENNIS: 'Tennis', PICKLEBALL: 'Pickleball' },
  tournamentType: {
    TEAM_LEAGUE: 'Championnat par équipes',
    LEAGUE: 'Championnat',
    TOURNAMENT: 'Tournoi',
    INDIVIDUAL_LEAGUE: 'Championnat individuel',
  },
  roundType: {
    ROUND_ROBIN_ROUND: 'Poules',
    SINGLE_ELIMINATION_ROUND: 'Élimination directe',
    QUALIFIERS_ROUND: 'Qualifications',
  },
  drawAssignment: { QUALIFYING: 'Qualifications', MAIN_DRAW: 'Tableau principal' },
  qualifierStatus: {
    QUALIFIED: 'Qualifié',
    LUCKY_LOSER: 'Lucky loser',
    ELIMINATED: 'Éliminé en qualifications',
  },
  gender: { MEN: 'Messieurs', WOMEN: 'Dames', MIXED: 'Mixte' },
}
