import type { TeamsMessages } from './messages'

/** The teams page in Italian (src/app/languages/it-app.ts). */
export const teamsIt: TeamsMessages = {
  title: 'Squadre',
  division: 'Categoria',
  allDivisions: 'Tutte le categorie',
  search: 'Cerca squadre o giocatori',
  searchHint: 'Maiuscole e accenti non contano.',
  count: (shown: number, total: number) =>
    shown === total
      ? `${total} ${total === 1 ? 'squadra' : 'squadre'}`
      : `${shown} di ${total} ${total === 1 ? 'squadra' : 'squadre'}`,
  noTeams: 'Nessuna squadra si è ancora iscritta.',
  noMatch: (query: string) => `Nessuna squadra o giocatore corrisponde a “${query}”.`,
  clearSearch: 'Cancella la ricerca',
  unknownDivision: 'Questa categoria non è di questo torneo.',
  seed: (seed: number) => `Testa di serie ${seed}`,
  wildCard: 'Wild card',
  captain: 'Capitano',
  players: 'Giocatori',
  noPlayers: 'Nessun giocatore indicato.',
  leagueTeam: 'Squadra di campionato',
  ranking: (ranking: number) => `Classifica ${ranking}`,
}
