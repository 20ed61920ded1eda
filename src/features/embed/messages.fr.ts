import type { EmbedMessages } from './messages'

/** An embed’s words in French: loaded only for an embed in French (src/app/languages/fr.ts). */
export const embedFr: EmbedMessages = {
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
  notPublished: 'Ces résultats ne sont pas encore publiés.',
  poolNotFound: 'Cette poule ne fait plus partie du tour.',
  drawNotFound: 'Ce tableau ne fait plus partie du tour.',
  invalidLink: 'Le lien vers ces résultats est incomplet.',
  rateLimited: (seconds) =>
    `Beaucoup de monde suit ces résultats en ce moment. Nouvel essai dans ${seconds} s.`,
  offline: 'Vous êtes hors ligne. Les résultats se chargeront au retour de la connexion.',
  retrying: 'Les résultats ne peuvent pas être chargés pour le moment. Nouvel essai sous peu.',
  unreadable: 'Les résultats ne peuvent pas être affichés pour le moment.',
}
