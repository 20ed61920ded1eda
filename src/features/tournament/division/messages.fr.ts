import type { DivisionMessages } from './messages'

/** Division's words in French (src/app/languages/fr-app.ts). */
export const divisionFr: DivisionMessages = {
  rounds: 'Tours',
  noRounds: 'Cette catégorie n’a pas encore de tour.',
  setUp: 'Configuré',
  notSetUp: 'Pas encore configuré',
  teams: 'Équipes',
  teamsCount: (count: number) => `${count} ${count === 1 ? 'équipe' : 'équipes'}`,
  noTeams: 'Aucune équipe n’est encore inscrite dans cette catégorie.',
  searchTeams: 'Rechercher parmi ces équipes',
}
