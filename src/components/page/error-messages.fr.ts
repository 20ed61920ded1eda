import type { ErrorMessages } from './error-messages'

const DASHBOARD = 'le tableau de bord d’organisateur (page de l’organisation, onglet API)'

/** API failures explained in French (src/app/languages/fr-app.ts). */
export const errorsFr: ErrorMessages = {
  token: {
    MISSING_API_TOKEN: {
      title: 'Aucun jeton n’a été accepté',
      detail: `L’API n’a pas reçu de jeton qu’elle reconnaît comme l’un des siens (mauvais préfixe, ou aucun). Collez le jeton complet depuis ${DASHBOARD}.`,
    },
    INVALID_API_TOKEN: {
      title: 'Ce jeton n’est pas valide',
      detail: `L’API ne connaît pas ce jeton : il a été révoqué, mal saisi, ou il est d’un autre environnement (un jeton live face à une API de test, ou l’inverse). Créez-en un nouveau dans ${DASHBOARD}.`,
    },
    EXPIRED_API_TOKEN: {
      title: 'Le jeton a expiré',
      detail: `Créez un nouveau jeton dans ${DASHBOARD} et collez-le ici.`,
    },
    INSUFFICIENT_SCOPE: {
      title: 'Ce jeton ne peut pas lire',
      detail: `Il manque au jeton le droit « read », dont chaque page a besoin. Créez un jeton avec le droit de lecture dans ${DASHBOARD}.`,
    },
  },
  proxyToken: {
    title: 'Le jeton du proxy d’affichage ne fonctionne plus',
    detail:
      'L’API a refusé le jeton détenu par le proxy d’affichage par lequel ce visualiseur lit (révoqué, expiré ou sans droit de lecture). Prévenez la personne qui gère le proxy : il lui faut un nouveau jeton de lecture. Rien ne peut être réglé depuis ce navigateur.',
  },
  notFound: {
    title: 'Introuvable dans votre organisation',
    detail:
      'Rien avec cet identifiant n’appartient à l’organisation de votre jeton. Il appartient peut-être à une autre organisation, ou n’existe plus.',
  },
  invalidId: {
    title: 'L’identifiant de ce lien est mal formé',
    detail: 'L’adresse ne contient pas d’identifiant valide. Vérifiez que le lien a été copié en entier.',
  },
  badRequest: (messages) => ({
    title: 'L’API a refusé cette requête',
    detail: messages.length > 0 ? messages.join(' ') : 'Un paramètre de cette page n’a pas été accepté.',
  }),
  rateLimited: (seconds, scope) => ({
    title: 'Limite de requêtes atteinte',
    detail:
      scope === 'token'
        ? `Ce jeton a utilisé ses requêtes de la minute. Nouvel essai dans ${seconds} s.`
        : `Trop de requêtes depuis ce réseau. Nouvel essai dans ${seconds} s.`,
  }),
  offline: { title: 'Vous êtes hors ligne', detail: 'La page se mettra à jour au retour de la connexion.' },
  unreachable: {
    title: 'L’API est injoignable',
    detail:
      'Vérifiez l’adresse de l’API et votre connexion. Un serveur qui n’autorise pas ce site (CORS) donne le même résultat.',
  },
  timeout: {
    title: 'L’API ne répond pas',
    detail: 'Elle a mis trop de temps à répondre. Nouvel essai sous peu.',
  },
  server: (status) => ({
    title: 'L’API a rencontré un problème',
    detail: `Elle a répondu par une erreur (${status}). Nouvel essai sous peu.`,
  }),
  unexpectedResponse: (field) => ({
    title: 'Réponse inattendue de l’API',
    detail: field
      ? `Les données n’avaient pas la forme attendue (à « ${field} »). Le reste de l’application fonctionne toujours.`
      : 'Les données n’ont pas pu être lues. Le reste de l’application fonctionne toujours.',
  }),
  unknown: { title: 'Un problème est survenu', detail: 'Réessayez, ou rechargez la page.' },
}
