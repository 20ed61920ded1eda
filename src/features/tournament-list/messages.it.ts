import type { TournamentsMessages } from './messages'

/** The list of tournaments in Italian (src/app/languages/it-app.ts). */
export const tournamentListIt: TournamentsMessages = {
  title: 'Tornei',
  filters: 'Filtra i tornei',
  status: 'Stato',
  sport: 'Disciplina',
  any: 'Tutti',
  pageSize: 'Per pagina',
  summary: (total: number, page: number, pages: number) =>
    `${total} ${total === 1 ? 'torneo' : 'tornei'} · pagina ${page} di ${pages}`,
  pages: 'Pagine',
  first: 'Prima',
  previous: 'Precedente',
  next: 'Successiva',
  last: 'Ultima',
  pageOf: (page: number, pages: number) => `Pagina ${page} di ${pages}`,
  noneMatch: 'Nessun torneo corrisponde a questi filtri',
  noneMatchDetail: 'Prova un altro stato o un’altra disciplina, oppure mostrali tutti.',
  none: 'La tua organizzazione non ha ancora tornei',
  noneDetail: 'Qui compaiono i tornei creati nel pannello organizzatore.',
  clearFilters: 'Mostra tutti i tornei',
  pastTheEnd: 'Questa pagina è oltre l’ultima',
  pastTheEndDetail: (pages: number) => `L’elenco ha ${pages} ${pages === 1 ? 'pagina' : 'pagine'}.`,
  goToLastPage: 'Vai all’ultima pagina',
  noClub: 'Nessun circolo',
  timesIn: (zone: string) => `date in ${zone}`,
}
