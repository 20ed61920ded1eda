import type { DivisionMessages } from './messages'

/** Division's words in Portuguese (src/app/languages/pt-app.ts). */
export const divisionPt: DivisionMessages = {
  rounds: 'Rondas',
  noRounds: 'Esta categoria ainda não tem rondas.',
  setUp: 'Configurada',
  notSetUp: 'Ainda por configurar',
  teams: 'Equipas',
  teamsCount: (count: number) => `${count} ${count === 1 ? 'equipa' : 'equipas'}`,
  noTeams: 'Ainda nenhuma equipa se inscreveu nesta categoria.',
  searchTeams: 'Pesquisar nestas equipas',
}
