import type { DivisionMessages } from './messages'

/** Division's words in Spanish (src/app/languages/es-app.ts). */
export const divisionEs: DivisionMessages = {
  rounds: 'Rondas',
  noRounds: 'Esta categoría aún no tiene rondas.',
  setUp: 'Configurada',
  notSetUp: 'Aún sin configurar',
  teams: 'Equipos',
  teamsCount: (count: number) => `${count} ${count === 1 ? 'equipo' : 'equipos'}`,
  noTeams: 'Aún no se ha inscrito ningún equipo en esta categoría.',
  searchTeams: 'Buscar en estos equipos',
}
