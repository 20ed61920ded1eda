import type { TournamentsMessages } from './messages'

/** The list of tournaments in Spanish (src/app/languages/es-app.ts). */
export const tournamentListEs: TournamentsMessages = {
  title: 'Torneos',
  filters: 'Filtrar torneos',
  status: 'Estado',
  sport: 'Deporte',
  any: 'Cualquiera',
  pageSize: 'Por página',
  summary: (total: number, page: number, pages: number) =>
    `${total} ${total === 1 ? 'torneo' : 'torneos'} · página ${page} de ${pages}`,
  pages: 'Páginas',
  first: 'Primera',
  previous: 'Anterior',
  next: 'Siguiente',
  last: 'Última',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  noneMatch: 'Ningún torneo cumple estos filtros',
  noneMatchDetail: 'Pruebe otro estado u otro deporte, o muéstrelos todos.',
  none: 'Su organización aún no tiene torneos',
  noneDetail: 'Los torneos creados en el panel de organizador aparecen aquí.',
  clearFilters: 'Mostrar todos los torneos',
  pastTheEnd: 'Esta página está más allá de la última',
  pastTheEndDetail: (pages: number) => `La lista tiene ${pages} ${pages === 1 ? 'página' : 'páginas'}.`,
  goToLastPage: 'Ir a la última página',
  noClub: 'Sin club',
  timesIn: (zone: string) => `fechas en ${zone}`,
}
