import type { RoundMessages } from './messages'

/** A round's page in Spanish (src/app/languages/es-app.ts). */
export const roundEs: RoundMessages = {
  setUp: 'Configurada',
  orderOfPlay: 'Orden de juego: todas las pistas, todas las categorías',
  notSetUp: 'Aún sin configurar',
  timesIn: (zone: string) => `Horas en ${zone}`,
  timesInUtc: 'Horas en UTC',
  noTournament:
    'Este enlace no dice a qué torneo pertenece la ronda, y una ronda sin categoría no se puede relacionar con ninguno, así que las horas están en UTC y los nombres de pista son los de los clubes. Abra la ronda desde su torneo para ver las horas locales.',
  tournamentNotFound:
    'El torneo de esta ronda no está entre los de su organización, así que las horas están en UTC y los nombres de pista son los de los clubes. Abra la ronda desde su torneo para ver las horas locales.',
  tournamentSearchFailed:
    'Este enlace no dice a qué torneo pertenece la ronda y no se ha podido averiguar, así que las horas están en UTC. Recargue la página para volver a intentarlo, o abra la ronda desde su torneo.',
  tournamentUnavailable: 'No se ha podido leer el torneo de este enlace; las horas están en UTC.',
  tournamentMismatch:
    'El torneo de este enlace no contiene esta ronda, así que no se usa: las horas están en UTC.',
  roundsOfDivision: (division: string) => `Rondas de ${division}`,
  pools: 'Grupos',
  bracket: 'Cuadro',
  games: 'Partidos',
  gamesCount: (count: number) => `${count} ${count === 1 ? 'partido' : 'partidos'}`,
  noGames: 'Esta ronda aún no tiene partidos.',
  notScheduled: 'Sin hora',
  matchDay: (day: number) => `Jornada ${day}`,
  court: (number: number) => `Pista ${number}`,
  game: (number: string) => `Partido ${number}`,
  status: {
    upcoming: 'Por jugar',
    live: 'En juego',
    finished: 'Finalizado',
    retired: 'Retirada',
    walkover: 'No presentado',
    cancelled: 'Cancelado',
    bye: 'Exento',
  },
  retiredMark: 'ret.',
  tieBreakShort: 'TB',
  tieBreak: 'tie-break',
  matchTieBreak: 'súper tie-break',
  liveUpdates: 'En directo: se actualiza solo',
  updatedAt: (time: string) => `actualizado a las ${time}`,
  estimateNote:
    'Las estimaciones (~) siguen el ritmo de cada pista: el partido en juego y la duración habitual de los partidos ya jugados, con la pausa entre partidos. Pueden fallar.',
}
