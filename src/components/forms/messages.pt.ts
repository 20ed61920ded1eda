import type { FormsMessages } from './messages'

/** Forms's words in Portuguese (src/app/languages/pt-app.ts). */
export const formsPt: FormsMessages = {
  tournament: 'Torneio',
  chosen: (name: string) => `Escolhido: ${name}`,
  noneChosen: 'Ainda não foi escolhido nenhum torneio.',
  find: 'Procurar pelo nome',
  findHint: 'Basta parte do nome; acentos e maiúsculas não importam.',
  allStatuses: 'Incluir torneios que não estão a decorrer',
  loading: 'A carregar os torneios…',
  loadingPage: 'A carregar estes torneios…',
  count: (total: number, allStatuses: boolean) =>
    `${total} ${total === 1 ? 'torneio' : 'torneios'}${allStatuses ? '' : ' a decorrer'}`,
  looking: (read: number, total: number) => `A procurar nos torneios: ${read} de ${total}…`,
  stoppedEarly: (matches: number, read: number, total: number) =>
    `${matches === 0 ? 'Nenhum resultado' : matches === 1 ? '1 resultado' : `${matches} resultados`} entre os ${read} torneios mais recentes de ${total}: a pesquisa não lê mais sem que o peça, para poupar os pedidos do token.`,
  lookFurther: (count: number) => `Procurar em mais ${count}`,
  matches: (count: number) => (count === 1 ? '1 torneio corresponde' : `${count} torneios correspondem`),
  noMatch: (query: string, allStatuses: boolean) =>
    allStatuses
      ? `Nenhum torneio tem “${query}” no nome.`
      : `Nenhum torneio a decorrer tem “${query}” no nome. Inclua os outros para procurar também neles.`,
  noneInProgress: 'Nenhum torneio está a decorrer: inclua os outros para escolher um.',
  none: 'A sua organização ainda não tem torneios.',
  listName: 'Torneios',
  pages: 'Páginas de torneios',
  first: 'Primeira página',
  previous: 'Anterior',
  previousPage: 'Página anterior',
  next: 'Seguinte',
  nextPage: 'Página seguinte',
  last: 'Última página',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
}
