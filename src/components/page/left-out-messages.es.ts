import type { LeftOutMessages } from './left-out-messages'

/** The note on what an answer left out, in Spanish (src/app/languages/es.ts). */
export const leftOutEs: LeftOutMessages = {
  kinds: {
    tournament: ['torneo', 'torneos'],
    division: ['categoría', 'categorías'],
    round: ['ronda', 'rondas'],
    team: ['equipo', 'equipos'],
    player: ['jugador', 'jugadores'],
    pool: ['grupo', 'grupos'],
    standing: ['fila de una clasificación', 'filas de clasificaciones'],
    game: ['partido', 'partidos'],
    sponsor: ['patrocinador', 'patrocinadores'],
    court: ['pista', 'pistas'],
    other: ['otro dato', 'otros datos'],
  },
  note: (items) => `No se ha podido mostrar: ${items} (la respuesta de la API estaba incompleta).`,
}
