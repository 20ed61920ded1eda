import type { TeamsMessages } from './messages'

/** The teams page in French (src/app/languages/fr-app.ts). */
export const teamsFr: TeamsMessages = {
  title: 'Équipes',
  division: 'Catégorie',
  allDivisions: 'Toutes les catégories',
  search: 'Rechercher des équipes ou des joueurs',
  searchHint: 'Majuscules et accents n’importent pas.',
  count: (shown: number, total: number) =>
    shown === total
      ? `${total} ${total === 1 ? 'équipe' : 'équipes'}`
      : `${shown} sur ${total} ${total === 1 ? 'équipe' : 'équipes'}`,
  noTeams: 'Aucune équipe n’est encore inscrite.',
  noMatch: (query: string) => `Aucune équipe ni aucun joueur ne correspond à « ${query} ».`,
  clearSearch: 'Effacer la recherche',
  unknownDivision: 'Cette catégorie n’est pas une de celles de ce tournoi.',
  seed: (seed: number) => `Tête de série ${seed}`,
  wildCard: 'Invitation',
  captain: 'Capitaine',
  players: 'Joueurs',
  noPlayers: 'Aucun joueur inscrit.',
  leagueTeam: 'Équipe de championnat',
  ranking: (ranking: number) => `Classement ${ranking}`,
}
