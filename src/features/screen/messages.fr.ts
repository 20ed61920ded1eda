import type { ScreenMessages } from './messages'

const REMAKE =
  'Sur un ordinateur du club, ouvrez Courtside › Écrans › Nouvel écran, créez un nouveau lien d’écran avec un jeton valide et ouvrez-le sur cet écran.'

/** The venue screen in French (src/app/languages/fr-app.ts). */
export const screenFr: ScreenMessages = {
  updatedJustNow: 'Mis à jour à l’instant',
  updatedAgo: (seconds: number) =>
    seconds < 60 ? `Mis à jour il y a ${seconds} s` : `Mis à jour il y a ${Math.floor(seconds / 60)} min`,
  reconnecting: {
    failing: 'Reconnexion',
    offline: 'Hors ligne, reconnexion',
    'rate-limited': 'En attente de la limite de requêtes',
  },
  offline: 'Hors ligne',
  dataFrom: (time: string) => `données de ${time}`,
  connecting: 'Connexion au service de résultats…',
  loadingView: 'Chargement…',
  timesIn: (zone: string) => `Heures de ${zone}`,
  viewOf: (view: number, views: number) => `Vue ${view} sur ${views}`,
  pageOf: (page: number, pages: number) => `${page} / ${pages}`,
  qrCaption: 'Les résultats sur votre téléphone',
  qrLabel: (url: string) => `Code QR vers ${url}`,
  courtsTitle: 'Matchs du jour par court',
  noGamesToday: 'Aucun match au programme aujourd’hui.',
  noPools: 'Ce tour n’a pas de poules.',
  poolNotFound: 'Cette poule ne fait plus partie du tour.',
  live: 'En direct',
  final: 'Terminé',
  team: 'Équipe',
  noToken: { title: 'Cet écran n’a pas de jeton d’accès', detail: REMAKE },
  tokenProblem: {
    MISSING_API_TOKEN: 'Le service de résultats n’a pas accepté le jeton de cet écran',
    INVALID_API_TOKEN: 'Le jeton de cet écran n’est plus valide',
    EXPIRED_API_TOKEN: 'Le jeton de cet écran a expiré',
    INSUFFICIENT_SCOPE: 'Le jeton de cet écran ne peut pas lire les résultats',
  },
  whatToDo: REMAKE,
  badLink: {
    title: 'Le lien de cet écran est incomplet',
    detail:
      'Il n’indique aucun tournoi ou rien à afficher. Refaites le lien sur l’ordinateur du club (Courtside › Écrans › Nouvel écran) et ouvrez-le sur cet écran.',
  },
  tournamentNotFound: {
    title: 'Ce tournoi n’est pas disponible',
    detail:
      'Le jeton de cet écran lit une autre organisation, ou le tournoi a été supprimé. Créez un nouveau lien d’écran sur l’ordinateur du club.',
  },
  unreachable: {
    title: 'Le service de résultats est injoignable',
    detail: 'Cet écran réessaie de lui-même et affiche les résultats dès que le service répond.',
  },
  crashed: {
    title: 'Cet écran a rencontré un problème',
    detail: 'Il redémarre de lui-même dans une minute.',
  },
  notPublished: {
    title: 'Ces résultats ne sont pas encore publiés',
    detail: 'L’écran les affichera de lui-même dès que l’organisateur publiera le tournoi.',
  },
  nothingToShow:
    'Rien à afficher pour l’instant : ce que montre cet écran est masqué, ou n’a pas de tour visible.',
  viewUnavailable: 'Cette partie de l’écran n’est pas disponible pour l’instant ; l’écran continue.',
  viewNotFound: 'Ce tour ne fait plus partie du tournoi.',
  liveTitle: 'Sur le court',
  nothingOnTitle: 'Aucun match sur le court',
  nextGames: (day: string) => `Prochains matchs · ${day}`,
  latestResults: 'Derniers résultats',
  timeNotGiven: 'Heure à confirmer',
  picture: 'Image',
  pictureUnavailable: 'Cette image n’a pas pu être chargée.',
  slidesUnread: (count: number) =>
    count === 1
      ? 'Une diapositive du lien de cet écran n’a pas pu être lue et est ignorée'
      : `${count} diapositives du lien de cet écran n’ont pas pu être lues et sont ignorées`,
  courtNotGiven: 'Court non indiqué',
  courtFree: 'Pas de match en cours',
  next: 'Ensuite',
  versus: 'contre',
  onFor: (minutes: number) =>
    minutes < 60
      ? `${minutes} min`
      : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`,
}
