import type { TeamsMessages } from './messages'

/** The teams page in Portuguese (src/app/languages/pt-app.ts). */
export const teamsPt: TeamsMessages = {
  title: 'Equipas',
  division: 'Categoria',
  allDivisions: 'Todas as categorias',
  search: 'Pesquisar equipas ou jogadores',
  searchHint: 'Maiúsculas e acentos não importam.',
  count: (shown: number, total: number) =>
    shown === total
      ? `${total} ${total === 1 ? 'equipa' : 'equipas'}`
      : `${shown} de ${total} ${total === 1 ? 'equipa' : 'equipas'}`,
  noTeams: 'Ainda nenhuma equipa se inscreveu.',
  noMatch: (query: string) => `Nenhuma equipa nem jogador corresponde a “${query}”.`,
  clearSearch: 'Limpar a pesquisa',
  unknownDivision: 'Esta categoria não é deste torneio.',
  seed: (seed: number) => `Cabeça de série ${seed}`,
  wildCard: 'Wild card',
  captain: 'Capitão',
  players: 'Jogadores',
  noPlayers: 'Sem jogadores indicados.',
  leagueTeam: 'Equipa de liga',
  ranking: (ranking: number) => `Ranking ${ranking}`,
}
