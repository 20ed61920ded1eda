import type { DivisionMessages } from './messages'

/** Division's words in Italian (src/app/languages/it-app.ts). */
export const divisionIt: DivisionMessages = {
  rounds: 'Turni',
  noRounds: 'Questa categoria non ha ancora turni.',
  setUp: 'Configurato',
  notSetUp: 'Non ancora configurato',
  teams: 'Squadre',
  teamsCount: (count: number) => `${count} ${count === 1 ? 'squadra' : 'squadre'}`,
  noTeams: 'Nessuna squadra si è ancora iscritta a questa categoria.',
  searchTeams: 'Cerca tra queste squadre',
}
