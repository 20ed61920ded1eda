import type { TeamsMessages } from './messages'

/** The teams page in Spanish (src/app/languages/es-app.ts). */
export const teamsEs: TeamsMessages = {
  title: 'Equipos',
  division: 'Categoría',
  allDivisions: 'Todas las categorías',
  search: 'Buscar equipos o jugadores',
  searchHint: 'No importan mayúsculas ni tildes.',
  count: (shown: number, total: number) =>
    shown === total
      ? `${total} ${total === 1 ? 'equipo' : 'equipos'}`
      : `${shown} de ${total} ${total === 1 ? 'equipo' : 'equipos'}`,
  noTeams: 'Aún no se ha inscrito ningún equipo.',
  noMatch: (query: string) => `Ningún equipo ni jugador coincide con «${query}».`,
  clearSearch: 'Borrar la búsqueda',
  unknownDivision: 'Esta categoría no es de este torneo.',
  seed: (seed: number) => `Cabeza de serie ${seed}`,
  wildCard: 'Invitación',
  captain: 'Capitán',
  players: 'Jugadores',
  noPlayers: 'No hay jugadores inscritos.',
  leagueTeam: 'Equipo de liga',
  ranking: (ranking: number) => `Ranking ${ranking}`,
}
