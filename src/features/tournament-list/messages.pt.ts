import type { TournamentsMessages } from './messages'

/** The list of tournaments in Portuguese (src/app/languages/pt-app.ts). */
export const tournamentListPt: TournamentsMessages = {
  title: 'Torneios',
  filters: 'Filtrar torneios',
  status: 'Estado',
  sport: 'Modalidade',
  any: 'Qualquer',
  pageSize: 'Por página',
  summary: (total: number, page: number, pages: number) =>
    `${total} ${total === 1 ? 'torneio' : 'torneios'} · página ${page} de ${pages}`,
  pages: 'Páginas',
  first: 'Primeira',
  previous: 'Anterior',
  next: 'Seguinte',
  last: 'Última',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  noneMatch: 'Nenhum torneio corresponde a estes filtros',
  noneMatchDetail: 'Experimente outro estado ou outra modalidade, ou mostre todos.',
  none: 'A sua organização ainda não tem torneios',
  noneDetail: 'Os torneios criados no painel de organizador aparecem aqui.',
  clearFilters: 'Mostrar todos os torneios',
  pastTheEnd: 'Esta página está para lá da última',
  pastTheEndDetail: (pages: number) => `A lista tem ${pages} ${pages === 1 ? 'página' : 'páginas'}.`,
  goToLastPage: 'Ir para a última página',
  noClub: 'Sem clube',
  timesIn: (zone: string) => `datas em ${zone}`,
}
