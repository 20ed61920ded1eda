import type { EmbedMessages } from './messages'

/** An embed’s words in Spanish: loaded only for an embed in Spanish (src/app/languages/es.ts). */
export const embedEs: EmbedMessages = {
  loading: 'Cargando resultados…',
  back: 'Volver',
  poweredBy: 'Resultados por Courtside',
  openFullView: 'Ver resultados completos',
  newTab: '(se abre en una pestaña nueva)',
  updatedAt: (time) => `Actualizado a las ${time}`,
  staleSince: (time) => `Reconectando · resultados de las ${time}`,
  divisions: 'Categorías',
  rounds: 'Rondas',
  noDivisions: 'Aún no se ha publicado ninguna categoría.',
  noRounds: 'Aún no se ha publicado ninguna ronda.',
  pools: 'Grupos',
  bracket: 'Cuadro',
  noPools: 'Esta ronda no tiene grupos.',
  noBracket: 'Esta ronda no tiene cuadro.',
  status: { UPCOMING: 'Próximamente', IN_PROGRESS: 'En juego', COMPLETED: 'Finalizado' },
  unavailable: 'Resultados no disponibles',
  noAccess:
    'Estos resultados se publicaron sin acceso a ellos. El responsable del sitio debe añadir un token de lectura o usar el proxy de pantallas públicas.',
  refused: {
    MISSING_API_TOKEN:
      'El acceso con el que se publicaron estos resultados no se acepta. El responsable del sitio debe actualizarlo.',
    INVALID_API_TOKEN:
      'El acceso con el que se publicaron estos resultados se ha retirado. El responsable del sitio debe actualizarlo.',
    EXPIRED_API_TOKEN:
      'El acceso con el que se publicaron estos resultados ha caducado. El responsable del sitio debe renovarlo.',
    INSUFFICIENT_SCOPE:
      'El acceso con el que se publicaron estos resultados no permite leerlos. El responsable del sitio debe actualizarlo.',
  },
  notFound: 'No se han encontrado estos resultados. Puede que se hayan retirado.',
  notPublished: 'Estos resultados aún no se han publicado.',
  poolNotFound: 'Este grupo ya no forma parte de la ronda.',
  drawNotFound: 'Este cuadro ya no forma parte de la ronda.',
  invalidLink: 'El enlace a estos resultados está incompleto.',
  rateLimited: (seconds) => `Mucha gente sigue estos resultados ahora mismo. Nuevo intento en ${seconds} s.`,
  offline: 'No hay conexión. Los resultados se cargarán cuando vuelva.',
  retrying: 'Ahora mismo no se pueden cargar los resultados. Se reintentará en breve.',
  unreadable: 'Ahora mismo no se pueden mostrar los resultados.',
}
