import type { FormsMessages } from './messages'

/** Forms's words in French (src/app/languages/fr-app.ts). */
export const formsFr: FormsMessages = {
  tournament: 'Tournoi',
  chosen: (name: string) => `Choisi : ${name}`,
  noneChosen: 'Aucun tournoi choisi pour l’instant.',
  find: 'Chercher par nom',
  findHint: 'Une partie du nom suffit ; accents et majuscules n’importent pas.',
  allStatuses: 'Inclure les tournois qui ne sont pas en cours',
  loading: 'Chargement des tournois…',
  loadingPage: 'Chargement de ces tournois…',
  count: (total: number, allStatuses: boolean) =>
    `${total} ${total === 1 ? 'tournoi' : 'tournois'}${allStatuses ? '' : ' en cours'}`,
  looking: (read: number, total: number) => `Recherche parmi les tournois : ${read} sur ${total}…`,
  stoppedEarly: (matches: number, read: number, total: number) =>
    `${matches === 0 ? 'Aucun résultat' : matches === 1 ? '1 résultat' : `${matches} résultats`} parmi les ${read} tournois les plus récents sur ${total} : une recherche ne lit pas plus loin sans qu’on le lui demande, pour ménager les requêtes du jeton.`,
  lookFurther: (count: number) => `Chercher dans ${count} de plus`,
  matches: (count: number) => (count === 1 ? '1 tournoi correspond' : `${count} tournois correspondent`),
  noMatch: (query: string, allStatuses: boolean) =>
    allStatuses
      ? `Aucun tournoi n’a « ${query} » dans son nom.`
      : `Aucun tournoi en cours n’a « ${query} » dans son nom. Incluez les autres pour les chercher aussi.`,
  noneInProgress: 'Aucun tournoi n’est en cours : incluez les autres pour en choisir un.',
  none: 'Votre organisation n’a pas encore de tournoi.',
  listName: 'Tournois',
  pages: 'Pages de tournois',
  first: 'Première page',
  previous: 'Précédent',
  previousPage: 'Page précédente',
  next: 'Suivant',
  nextPage: 'Page suivante',
  last: 'Dernière page',
  pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
}
