import type { FormsMessages } from './messages'

/** Forms's words in Italian (src/app/languages/it-app.ts). */
export const formsIt: FormsMessages = {
  tournament: 'Torneo',
  chosen: (name: string) => `Scelto: ${name}`,
  noneChosen: 'Nessun torneo scelto per ora.',
  find: 'Cerca per nome',
  findHint: 'Basta una parte del nome; accenti e maiuscole non contano.',
  allStatuses: 'Includi i tornei non in corso',
  loading: 'Caricamento dei tornei…',
  loadingPage: 'Caricamento di questi tornei…',
  count: (total: number, allStatuses: boolean) =>
    `${total} ${total === 1 ? 'torneo' : 'tornei'}${allStatuses ? '' : ' in corso'}`,
  looking: (read: number, total: number) => `Ricerca tra i tornei: ${read} di ${total}…`,
  stoppedEarly: (matches: number, read: number, total: number) =>
    `${matches === 0 ? 'Nessun risultato' : matches === 1 ? '1 risultato' : `${matches} risultati`} tra i ${read} tornei più recenti su ${total}: la ricerca non legge oltre se non richiesto, per risparmiare le richieste del token.`,
  lookFurther: (count: number) => `Cerca in altri ${count}`,
  matches: (count: number) => (count === 1 ? '1 torneo corrisponde' : `${count} tornei corrispondono`),
  noMatch: (query: string, allStatuses: boolean) =>
    allStatuses
      ? `Nessun torneo ha “${query}” nel nome.`
      : `Nessun torneo in corso ha “${query}” nel nome. Includi gli altri per cercare anche tra quelli.`,
  noneInProgress: 'Nessun torneo è in corso: includi gli altri per sceglierne uno.',
  none: 'La tua organizzazione non ha ancora tornei.',
  listName: 'Tornei',
  pages: 'Pagine di tornei',
  first: 'Prima pagina',
  previous: 'Precedente',
  previousPage: 'Pagina precedente',
  next: 'Successiva',
  nextPage: 'Pagina successiva',
  last: 'Ultima pagina',
  pageOf: (page: number, pages: number) => `Pagina ${page} di ${pages}`,
}
