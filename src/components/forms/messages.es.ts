import type { FormsMessages } from './messages'

/** Forms's words in Spanish (src/app/languages/es-app.ts). */
export const formsEs: FormsMessages = {
  tournament: 'Torneo',
  chosen: (name: string) => `Elegido: ${name}`,
  noneChosen: 'Aún no se ha elegido ningún torneo.',
  find: 'Buscar por nombre',
  findHint: 'Basta con parte del nombre; no importan tildes ni mayúsculas.',
  allStatuses: 'Incluir los torneos que no están en juego',
  loading: 'Cargando los torneos…',
  loadingPage: 'Cargando estos torneos…',
  count: (total: number, allStatuses: boolean) =>
    `${total} ${total === 1 ? 'torneo' : 'torneos'}${allStatuses ? '' : ' en juego'}`,
  looking: (read: number, total: number) => `Buscando entre los torneos: ${read} de ${total}…`,
  stoppedEarly: (matches: number, read: number, total: number) =>
    `${matches === 0 ? 'Ninguna coincidencia' : matches === 1 ? '1 coincidencia' : `${matches} coincidencias`} entre los ${read} torneos más recientes de ${total}: la búsqueda no lee más salvo que se le pida, para ahorrar peticiones del token.`,
  lookFurther: (count: number) => `Buscar en ${count} más`,
  matches: (count: number) => (count === 1 ? '1 torneo coincide' : `${count} torneos coinciden`),
  noMatch: (query: string, allStatuses: boolean) =>
    allStatuses
      ? `Ningún torneo tiene «${query}» en su nombre.`
      : `Ningún torneo en juego tiene «${query}» en su nombre. Incluya los demás para buscar también en ellos.`,
  noneInProgress: 'No hay ningún torneo en juego: incluya los demás para elegir uno.',
  none: 'Su organización aún no tiene torneos.',
  listName: 'Torneos',
  pages: 'Páginas de torneos',
  first: 'Primera página',
  previous: 'Anterior',
  previousPage: 'Página anterior',
  next: 'Siguiente',
  nextPage: 'Página siguiente',
  last: 'Última página',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
}
