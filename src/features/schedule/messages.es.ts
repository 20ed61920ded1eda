import type { ScheduleMessages } from './messages'

/** El orden de juego en español: cargado solo para una página en español (src/app/languages/es.ts). */
export const scheduleEs: ScheduleMessages = {
  title: 'Orden de juego',
  timesIn: (zone: string) => `Horas en ${zone}`,
  days: 'Días',
  today: 'Hoy',
  noDays: 'Aún no hay partidos programados en este torneo.',
  noGamesThisDay: 'No hay partidos este día.',
  noMatch: 'Ningún partido de este día coincide con los filtros.',
  division: 'Categoría',
  allDivisions: 'Todas las categorías',
  court: 'Pista',
  allCourts: 'Todas las pistas',
  search: 'Buscar equipos o jugadores',
  searchHint: 'Da igual mayúsculas o acentos.',
  now: 'Ahora',
  liveNow: 'En juego',
  upNext: 'A continuación',
  justFinished: 'Recién terminados',
  onCourtFor: (minutes: number) =>
    minutes < 60
      ? `En pista desde hace ${minutes} min`
      : `En pista desde hace ${Math.floor(minutes / 60)} h ${minutes % 60} min`,
  courtToBeAnnounced: 'Pista por confirmar',
  notScheduledYet: 'Sin horario todavía',
  courtsOfDay: (day: string) => `Pistas del ${day}`,
  gamesCount: (count: number) => `${count} ${count === 1 ? 'partido' : 'partidos'}`,
  inRound: (round: string) => `Ver en ${round}`,
  roundFailed: (round: string) =>
    `No se pudieron cargar los partidos de ${round}; se muestra el resto del orden de juego.`,
  badDay: (value: string, shown: string) =>
    `No hay orden de juego para «${value}» en este torneo; se muestra ${shown}.`,
  badDivision: 'La categoría de este enlace no es de este torneo; se muestran todas.',
  badCourt: (value: string) => `No hay ninguna pista «${value}» en este torneo; se muestran todas.`,
  liveUpdates: 'En directo: se actualiza solo',
  filters: 'Filtros',
  filtersSet: (which: string) => `Filtros: ${which}`,
}
