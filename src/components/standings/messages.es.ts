import type { StandingsMessages } from './messages'

/** The pool table’s words in Spanish: loaded only for a page in Spanish (src/app/languages/es.ts). */
export const standingsEs: StandingsMessages = {
  stats: {
    totalGamesPlayed: { short: 'PJ', long: 'Partidos jugados' },
    wins: { short: 'G', long: 'Ganados' },
    ties: { short: 'E', long: 'Empatados' },
    losses: { short: 'P', long: 'Perdidos' },
    points: { short: 'Pts', long: 'Puntos' },
    setsPointsFor: { short: 'S+', long: 'Sets ganados' },
    setsPointsAgainst: { short: 'S−', long: 'Sets perdidos' },
    setsPointsDifference: { short: 'S±', long: 'Diferencia de sets' },
    pointsFor: { short: 'J+', long: 'Juegos ganados' },
    pointsAgainst: { short: 'J−', long: 'Juegos perdidos' },
    pointsDifference: { short: 'J±', long: 'Diferencia de juegos' },
    forfeits: { short: 'NP', long: 'No presentados' },
    cancelled: { short: 'C', long: 'Cancelados' },
    awardedPoints: { short: 'PA', long: 'Puntos otorgados' },
  },
  rallyPoints: {
    pointsFor: { short: 'P+', long: 'Puntos ganados' },
    pointsAgainst: { short: 'P−', long: 'Puntos perdidos' },
    pointsDifference: { short: 'P±', long: 'Diferencia de puntos' },
  },
  rank: { short: '#', long: 'Posición' },
  team: 'Equipo',
  tiebreakNote:
    'Los equipos siguen el orden guardado por el servicio de resultados; los desempates por enfrentamiento directo de la web pública pueden ordenar distinto a los empatados.',
  copyLink: (team: string) => `Copiar el enlace a la fila de ${team}`,
  linkCopied: (team: string) => `Enlace a la fila de ${team} copiado`,
  linkNotCopied: 'No se pudo copiar el enlace; está en la barra de direcciones.',
  scrollHint: 'Deslice a los lados para ver más columnas',
  noStandings: 'Aún no hay clasificación.',
  marks: { through: 'Clasificado', out: 'Eliminado' },
  marksLegend: {
    through: 'Clasificado para la fase final, acaben como acaben los partidos que quedan',
    out: 'Eliminado: ya no puede alcanzar los puestos de clasificación',
    open: 'Sin marca: aún abierto, o solo los desempates pueden decidir',
  },
}
