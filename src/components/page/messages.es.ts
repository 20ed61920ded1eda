import type { EnumWords, LayoutMessages } from './messages'

/** The staff pages' shared pieces in Spanish (src/app/languages/es-app.ts). */
export const pageShellEs: LayoutMessages = {
  breadcrumbs: 'Ruta de navegación',
  yourOrganization: 'Su organización',
  loading: 'Cargando…',
  tryAgain: 'Reintentar',
  tryingWhenOnline: 'La página lo volverá a intentar sola cuando vuelva la conexión.',
  yourTournaments: 'Ir a sus torneos',
  connectAgain: 'Ir a la página de conexión',
  hidden: 'Oculto',
  hiddenHint: 'No se muestra en las páginas públicas',
  publish: 'Publicar',
  showOnScreen: 'Mostrar en una pantalla del club',
  embedOnSite: 'Insertar en la web de un club',
}

/** The API's enumerations in Spanish. */
export const enumWordsEs: EnumWords = {
  status: {
    DRAFT: 'Borrador',
    UPCOMING: 'Próximamente',
    IN_PROGRESS: 'En juego',
    COMPLETED: 'Finalizado',
    ARCHIVED: 'Archivado',
  },
  sport: { PADEL: 'Pádel', TENNIS: 'Tenis', PICKLEBALL: 'Pickleball' },
  tournamentType: {
    TEAM_LEAGUE: 'Liga por equipos',
    LEAGUE: 'Liga',
    TOURNAMENT: 'Torneo',
    INDIVIDUAL_LEAGUE: 'Liga individual',
  },
  roundType: {
    ROUND_ROBIN_ROUND: 'Liguilla',
    SINGLE_ELIMINATION_ROUND: 'Eliminación directa',
    QUALIFIERS_ROUND: 'Fase previa',
  },
  drawAssignment: { QUALIFYING: 'Fase previa', MAIN_DRAW: 'Cuadro principal' },
  qualifierStatus: {
    QUALIFIED: 'Clasificado',
    LUCKY_LOSER: 'Lucky loser',
    ELIMINATED: 'Eliminado en la previa',
  },
  gender: { MEN: 'Masculino', WOMEN: 'Femenino', MIXED: 'Mixto' },
}
