import type { RoundMessages } from './messages'

/** A round's page in French (src/app/languages/fr-app.ts). */
export const roundFr: RoundMessages = {
  setUp: 'Configuré',
  orderOfPlay: 'Ordre de jeu : tous les courts, toutes les catégories',
  notSetUp: 'Pas encore configuré',
  timesIn: (zone: string) => `Heures de ${zone}`,
  timesInUtc: 'Heures en UTC',
  noTournament:
    'Ce lien ne dit pas à quel tournoi appartient le tour, et un tour sans catégorie ne peut être rattaché à aucun : les heures sont en UTC et les noms de court sont ceux des clubs. Ouvrez le tour depuis son tournoi pour les heures locales.',
  tournamentNotFound:
    'Le tournoi de ce tour ne figure pas parmi ceux de votre organisation : les heures sont en UTC et les noms de court sont ceux des clubs. Ouvrez le tour depuis son tournoi pour les heures locales.',
  tournamentSearchFailed:
    'Ce lien ne dit pas à quel tournoi appartient le tour, et la recherche a échoué : les heures sont en UTC. Rechargez la page pour réessayer, ou ouvrez le tour depuis son tournoi.',
  tournamentUnavailable: 'Le tournoi de ce lien n’a pas pu être lu ; les heures sont en UTC.',
  tournamentMismatch:
    'Le tournoi de ce lien ne contient pas ce tour, il n’est donc pas utilisé : les heures sont en UTC.',
  roundsOfDivision: (division: string) => `Tours de ${division}`,
  pools: 'Poules',
  bracket: 'Tableau',
  games: 'Matchs',
  gamesCount: (count: number) => `${count} ${count === 1 ? 'match' : 'matchs'}`,
  noGames: 'Ce tour n’a pas encore de match.',
  notScheduled: 'Horaire à venir',
  matchDay: (day: number) => `Journée ${day}`,
  court: (number: number) => `Court ${number}`,
  game: (number: string) => `Match ${number}`,
  status: {
    upcoming: 'À venir',
    live: 'En direct',
    finished: 'Terminé',
    retired: 'Abandon',
    walkover: 'Forfait',
    cancelled: 'Annulé',
    bye: 'Exempt',
  },
  retiredMark: 'ab.',
  tieBreakShort: 'TB',
  tieBreak: 'tie-break',
  matchTieBreak: 'super tie-break',
  liveUpdates: 'En direct : mise à jour automatique',
  updatedAt: (time: string) => `mis à jour à ${time}`,
  estimateNote:
    'Les estimations (~) suivent le rythme de chaque court : le match en cours, puis la durée habituelle des matchs déjà joués et la pause entre deux matchs. Elles peuvent se tromper.',
}
