import type { ScheduleMessages } from './messages'

/** L’ordine di gioco in italiano: caricato solo per una pagina in italiano (src/app/languages/it-app.ts). */
export const scheduleIt: ScheduleMessages = {
  title: 'Ordine di gioco',
  timesIn: (zone: string) => `Orari in ${zone}`,
  days: 'Giorni',
  today: 'Oggi',
  noDays: 'In questo torneo non ci sono ancora partite in programma.',
  noGamesThisDay: 'Nessuna partita in questo giorno.',
  noMatch: 'Nessuna partita di questo giorno corrisponde ai filtri.',
  division: 'Categoria',
  allDivisions: 'Tutte le categorie',
  court: 'Campo',
  allCourts: 'Tutti i campi',
  search: 'Cerca squadre o giocatori',
  searchHint: 'Maiuscole e accenti non contano.',
  now: 'Adesso',
  liveNow: 'In corso',
  upNext: 'A seguire',
  justFinished: 'Appena concluse',
  onCourtFor: (minutes: number) =>
    minutes < 60
      ? `In campo da ${minutes} min`
      : `In campo da ${Math.floor(minutes / 60)} h ${minutes % 60} min`,
  courtToBeAnnounced: 'Campo da definire',
  notScheduledYet: 'Orario non ancora fissato',
  courtsOfDay: (day: string) => `Campi di ${day}`,
  gamesCount: (count: number) => `${count} ${count === 1 ? 'partita' : 'partite'}`,
  inRound: (round: string) => `Vedi in ${round}`,
  roundFailed: (round: string) =>
    `Non è stato possibile caricare le partite di ${round}; il resto dell’ordine di gioco è mostrato.`,
  badDay: (value: string, shown: string) =>
    `Non c’è un ordine di gioco per «${value}» in questo torneo; è mostrato ${shown}.`,
  badDivision: 'La categoria di questo link non è di questo torneo; sono mostrate tutte le categorie.',
  badCourt: (value: string) =>
    `Non c’è nessun campo «${value}» in questo torneo; sono mostrati tutti i campi.`,
  liveUpdates: 'In diretta: si aggiorna da sola',
  filters: 'Filtri',
  filtersSet: (which: string) => `Filtri: ${which}`,
}
