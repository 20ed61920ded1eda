import type { TokenProblem } from '../../api/errors'
import { defineMessages } from '../../i18n/locale'

/**
 * The words of an embed, for visitors of a club's site: they hold no token and can do nothing
 * about a failure but wait, so messages say what happens next, and who can fix the rest.
 */
interface EmbedMessages {
  loading: string
  back: string
  poweredBy: string
  openFullView: string
  newTab: string
  updatedAt: (time: string) => string
  staleSince: (time: string) => string
  divisions: string
  rounds: string
  noDivisions: string
  noRounds: string
  pools: string
  bracket: string
  noPools: string
  noBracket: string
  status: Record<string, string>
  unavailable: string
  noAccess: string
  refused: Record<TokenProblem, string>
  notFound: string
  poolNotFound: string
  drawNotFound: string
  invalidLink: string
  rateLimited: (seconds: number) => string
  offline: string
  retrying: string
  unreadable: string
}

const en: EmbedMessages = {
  loading: 'Loading results…',
  back: 'Back',
  poweredBy: 'Results by Courtside',
  openFullView: 'Open full results',
  newTab: '(opens in a new tab)',
  updatedAt: (time) => `Updated ${time}`,
  staleSince: (time) => `Reconnecting · results from ${time}`,
  divisions: 'Divisions',
  rounds: 'Rounds',
  noDivisions: 'No divisions have been published yet.',
  noRounds: 'No rounds have been published yet.',
  pools: 'Pools',
  bracket: 'Bracket',
  noPools: 'This round has no pools.',
  noBracket: 'This round has no bracket.',
  status: { UPCOMING: 'Upcoming', IN_PROGRESS: 'In progress', COMPLETED: 'Completed' },
  unavailable: 'Results unavailable',
  noAccess:
    'These results were published without access to them. The site’s owner needs to add a read token or use the public-display proxy.',
  refused: {
    MISSING_API_TOKEN:
      'The access these results were published with is not accepted. The site’s owner needs to update it.',
    INVALID_API_TOKEN:
      'The access these results were published with has been withdrawn. The site’s owner needs to update it.',
    EXPIRED_API_TOKEN:
      'The access these results were published with has expired. The site’s owner needs to renew it.',
    INSUFFICIENT_SCOPE:
      'The access these results were published with cannot read results. The site’s owner needs to update it.',
  },
  notFound: 'These results could not be found. They may have been removed.',
  poolNotFound: 'This pool is no longer part of the round.',
  drawNotFound: 'This draw is no longer part of the round.',
  invalidLink: 'The link to these results is incomplete.',
  rateLimited: (seconds) =>
    `Many people are following these results right now. Trying again in ${seconds} s.`,
  offline: 'You are offline. The results will load when the connection is back.',
  retrying: 'Results cannot be loaded right now. Trying again shortly.',
  unreadable: 'Results cannot be shown right now.',
}

const es: EmbedMessages = {
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
  poolNotFound: 'Este grupo ya no forma parte de la ronda.',
  drawNotFound: 'Este cuadro ya no forma parte de la ronda.',
  invalidLink: 'El enlace a estos resultados está incompleto.',
  rateLimited: (seconds) => `Mucha gente sigue estos resultados ahora mismo. Nuevo intento en ${seconds} s.`,
  offline: 'No hay conexión. Los resultados se cargarán cuando vuelva.',
  retrying: 'Ahora mismo no se pueden cargar los resultados. Se reintentará en breve.',
  unreadable: 'Ahora mismo no se pueden mostrar los resultados.',
}

const fr: EmbedMessages = {
  loading: 'Chargement des résultats…',
  back: 'Retour',
  poweredBy: 'Résultats par Courtside',
  openFullView: 'Voir tous les résultats',
  newTab: '(s’ouvre dans un nouvel onglet)',
  updatedAt: (time) => `Mis à jour à ${time}`,
  staleSince: (time) => `Reconnexion · résultats de ${time}`,
  divisions: 'Catégories',
  rounds: 'Tours',
  noDivisions: 'Aucune catégorie n’a encore été publiée.',
  noRounds: 'Aucun tour n’a encore été publié.',
  pools: 'Poules',
  bracket: 'Tableau',
  noPools: 'Ce tour n’a pas de poules.',
  noBracket: 'Ce tour n’a pas de tableau.',
  status: { UPCOMING: 'À venir', IN_PROGRESS: 'En cours', COMPLETED: 'Terminé' },
  unavailable: 'Résultats indisponibles',
  noAccess:
    'Ces résultats ont été publiés sans accès à ceux-ci. Le responsable du site doit ajouter un jeton de lecture ou utiliser le proxy d’affichage public.',
  refused: {
    MISSING_API_TOKEN:
      'L’accès avec lequel ces résultats ont été publiés n’est pas accepté. Le responsable du site doit le mettre à jour.',
    INVALID_API_TOKEN:
      'L’accès avec lequel ces résultats ont été publiés a été retiré. Le responsable du site doit le mettre à jour.',
    EXPIRED_API_TOKEN:
      'L’accès avec lequel ces résultats ont été publiés a expiré. Le responsable du site doit le renouveler.',
    INSUFFICIENT_SCOPE:
      'L’accès avec lequel ces résultats ont été publiés ne permet pas de les lire. Le responsable du site doit le mettre à jour.',
  },
  notFound: 'Ces résultats sont introuvables. Ils ont peut-être été retirés.',
  poolNotFound: 'Cette poule ne fait plus partie du tour.',
  drawNotFound: 'Ce tableau ne fait plus partie du tour.',
  invalidLink: 'Le lien vers ces résultats est incomplet.',
  rateLimited: (seconds) =>
    `Beaucoup de monde suit ces résultats en ce moment. Nouvel essai dans ${seconds} s.`,
  offline: 'Vous êtes hors ligne. Les résultats se chargeront au retour de la connexion.',
  retrying: 'Les résultats ne peuvent pas être chargés pour le moment. Nouvel essai sous peu.',
  unreadable: 'Les résultats ne peuvent pas être affichés pour le moment.',
}

export const embedMessages = defineMessages<EmbedMessages>({ en, es, fr })
