import type { ScheduleMessages } from './messages'

/** A ordem de jogo em português: carregada só para uma página em português (src/app/languages/pt-app.ts). */
export const schedulePt: ScheduleMessages = {
  title: 'Ordem de jogo',
  timesIn: (zone: string) => `Horas em ${zone}`,
  days: 'Dias',
  today: 'Hoje',
  noDays: 'Ainda não há jogos marcados neste torneio.',
  noGamesThisDay: 'Não há jogos neste dia.',
  noMatch: 'Nenhum jogo deste dia corresponde aos filtros.',
  division: 'Categoria',
  allDivisions: 'Todas as categorias',
  court: 'Campo',
  allCourts: 'Todos os campos',
  search: 'Procurar equipas ou jogadores',
  searchHint: 'Maiúsculas e acentos não contam.',
  now: 'Agora',
  liveNow: 'A decorrer',
  upNext: 'A seguir',
  justFinished: 'Acabados de terminar',
  onCourtFor: (minutes: number) =>
    minutes < 60
      ? `Em campo há ${minutes} min`
      : `Em campo há ${Math.floor(minutes / 60)} h ${minutes % 60} min`,
  courtToBeAnnounced: 'Campo a anunciar',
  notScheduledYet: 'Ainda sem hora marcada',
  courtsOfDay: (day: string) => `Campos de ${day}`,
  gamesCount: (count: number) => `${count} ${count === 1 ? 'jogo' : 'jogos'}`,
  inRound: (round: string) => `Ver em ${round}`,
  roundFailed: (round: string) =>
    `Não foi possível carregar os jogos de ${round}; o resto da ordem de jogo é mostrado.`,
  badDay: (value: string, shown: string) =>
    `Não há ordem de jogo para «${value}» neste torneio; a mostrar ${shown}.`,
  badDivision: 'A categoria desta ligação não é deste torneio; a mostrar todas as categorias.',
  badCourt: (value: string) => `Não há nenhum campo «${value}» neste torneio; a mostrar todos os campos.`,
  liveUpdates: 'Em direto: atualiza-se sozinha',
  filters: 'Filtros',
  filtersSet: (which: string) => `Filtros: ${which}`,
}
