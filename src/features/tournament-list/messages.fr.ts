import type { TournamentsMessages } from './messages'

/** The list of tournaments in French (src/app/languages/fr-app.ts). */
export const tournamentListFr: TournamentsMessages = {
  title: 'Tournois',
  filters: 'Filtrer les tournois',
  status: 'Statut',
  sport: 'Sport',
  any: 'Tous',
  pageSize: 'Par page',
  summary: (total: number, page: number, pages: number) =>
    `${total} ${total === 1 ? 'tournoi' : 'tournois'} · page ${page} sur ${pages}`,
  pages: 'Pages',
  first: 'Première',
  previous: 'Précédente',
  next: 'Suivante',
  last: 'Dernière',
  pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  noneMatch: 'Aucun tournoi ne correspond à ces filtres',
  noneMatchDetail: 'Essayez un autre statut ou un autre sport, ou affichez-les tous.',
  none: 'Votre organisation n’a pas encore de tournoi',
  noneDetail: 'Les tournois créés dans le tableau de bord d’organisateur apparaissent ici.',
  clearFilters: 'Afficher tous les tournois',
  pastTheEnd: 'Cette page est au-delà de la dernière',
  pastTheEndDetail: (pages: number) => `La liste compte ${pages} ${pages === 1 ? 'page' : 'pages'}.`,
  goToLastPage: 'Aller à la dernière page',
  noClub: 'Sans club',
  timesIn: (zone: string) => `dates de ${zone}`,
}
