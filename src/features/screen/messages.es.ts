import type { ScreenMessages } from './messages'

const REMAKE =
  'En un ordenador del club, abra Courtside › Pantallas › Nueva pantalla, cree un enlace de pantalla nuevo con un token válido y ábralo en esta pantalla.'

/** The venue screen in Spanish (src/app/languages/es-app.ts). */
export const screenEs: ScreenMessages = {
  updatedJustNow: 'Actualizado ahora mismo',
  updatedAgo: (seconds: number) =>
    seconds < 60 ? `Actualizado hace ${seconds} s` : `Actualizado hace ${Math.floor(seconds / 60)} min`,
  reconnecting: {
    failing: 'Reconectando',
    offline: 'Sin conexión, reconectando',
    'rate-limited': 'Esperando al límite de peticiones',
  },
  offline: 'Sin conexión',
  dataFrom: (time: string) => `datos de las ${time}`,
  connecting: 'Conectando con el servicio de resultados…',
  loadingView: 'Cargando…',
  timesIn: (zone: string) => `Horas en ${zone}`,
  viewOf: (view: number, views: number) => `Vista ${view} de ${views}`,
  pageOf: (page: number, pages: number) => `${page} / ${pages}`,
  qrCaption: 'Resultados en su móvil',
  qrLabel: (url: string) => `Código QR a ${url}`,
  courtsTitle: 'Partidos de hoy por pista',
  noGamesToday: 'Hoy no hay partidos en el horario.',
  noPools: 'Esta ronda no tiene grupos.',
  poolNotFound: 'Este grupo ya no está en la ronda.',
  live: 'En juego',
  final: 'Finalizado',
  team: 'Equipo',
  noToken: { title: 'Esta pantalla no tiene token de acceso', detail: REMAKE },
  tokenProblem: {
    MISSING_API_TOKEN: 'El servicio de resultados no ha aceptado el token de esta pantalla',
    INVALID_API_TOKEN: 'El token de esta pantalla ya no es válido',
    EXPIRED_API_TOKEN: 'El token de esta pantalla ha caducado',
    INSUFFICIENT_SCOPE: 'El token de esta pantalla no puede leer resultados',
  },
  whatToDo: REMAKE,
  badLink: {
    title: 'El enlace de esta pantalla está incompleto',
    detail:
      'No indica ningún torneo o nada que mostrar. Vuelva a crear el enlace en el ordenador del club (Courtside › Pantallas › Nueva pantalla) y ábralo en esta pantalla.',
  },
  tournamentNotFound: {
    title: 'Este torneo no está disponible',
    detail:
      'El token de esta pantalla lee otra organización, o el torneo se ha eliminado. Cree un enlace de pantalla nuevo en el ordenador del club.',
  },
  unreachable: {
    title: 'No se puede acceder al servicio de resultados',
    detail: 'Esta pantalla sigue intentándolo sola y muestra los resultados en cuanto el servicio responda.',
  },
  crashed: { title: 'Esta pantalla ha tenido un problema', detail: 'Se reinicia sola en un minuto.' },
  notPublished: {
    title: 'Estos resultados aún no se han publicado',
    detail: 'La pantalla los mostrará sola en cuanto el organizador publique el torneo.',
  },
  nothingToShow:
    'Aún no hay nada que mostrar: lo que muestra esta pantalla está oculto o no tiene rondas visibles.',
  viewUnavailable: 'Esta parte de la pantalla no está disponible ahora mismo; la pantalla continúa.',
  viewNotFound: 'Esta ronda ya no está en el torneo.',
  liveTitle: 'En pista ahora',
  nothingOnTitle: 'Ningún partido en pista ahora',
  nextGames: (day: string) => `Próximos partidos · ${day}`,
  latestResults: 'Últimos resultados',
  timeNotGiven: 'Hora por confirmar',
  picture: 'Imagen',
  pictureUnavailable: 'No se ha podido cargar esta imagen.',
  slidesUnread: (count: number) =>
    count === 1
      ? 'Una diapositiva del enlace de esta pantalla no se ha podido leer y se omite'
      : `${count} diapositivas del enlace de esta pantalla no se han podido leer y se omiten`,
  courtNotGiven: 'Pista sin indicar',
  courtFree: 'Ningún partido ahora',
  next: 'A continuación',
  versus: 'vs',
  onFor: (minutes: number) =>
    minutes < 60
      ? `${minutes} min`
      : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`,
}
