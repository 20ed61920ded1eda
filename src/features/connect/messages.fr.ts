import type { ConnectMessages } from './messages'

/** The connect page in French (src/app/languages/fr-app.ts). */
export const connectFr: ConnectMessages = {
  title: 'Connectez-vous à votre organisation',
  intro:
    'Collez un jeton d’API de votre tableau de bord d’organisateur (page de l’organisation, onglet API) pour parcourir vos tournois.',
  tokenLabel: 'Jeton d’API',
  tokenHint:
    'Il a la forme prefixe_live_… ou prefixe_test_…. Il reste dans ce navigateur et n’est envoyé qu’à l’adresse indiquée ci-dessous.',
  tokenEmpty: 'Collez d’abord un jeton.',
  tokenShape:
    'Ceci ne ressemble pas à un jeton d’API. Un jeton a la forme prefixe_live_secret ou prefixe_test_secret ; vérifiez que vous l’avez copié en entier, et rien d’autre.',
  addressLabel: 'Adresse de l’API',
  addressHint:
    'Là où l’API de lecture est servie. Saisissez-la vous-même, celle de votre organisation : jamais une qu’un lien ou un message vous demande d’utiliser.',
  addressInvalid: 'Saisissez une adresse http:// ou https://, comme https://api.example.com.',
  sentTo: 'Votre jeton sera envoyé à',
  sentElsewhere: (origin: string) => `Votre jeton sera envoyé à ${origin}`,
  sentElsewhereDetail: (configured: string) =>
    `Ce n’est pas l’API de ce visualiseur (${configured}). Ne vous connectez que si votre organisation vous a donné cette adresse : qui la gère pourra lire tout ce que votre jeton peut lire.`,
  useAnotherAddress: 'Utiliser une autre adresse d’API',
  useConfiguredAddress: 'Utiliser l’adresse d’API de ce visualiseur',
  remember: 'Se souvenir sur cet appareil',
  rememberHint: 'Sinon, le jeton est oublié à la fermeture de cet onglet.',
  rememberOnlyAllowed:
    'Cet appareil ne se souvient que des jetons des adresses d’API que ce visualiseur est configuré pour utiliser : un jeton pour celle-ci est oublié à la fermeture de cet onglet.',
  connect: 'Se connecter',
  connecting: 'Vérification du jeton…',
  useDemo: 'Utiliser le jeton de démonstration',
  signedOutBecause: 'Vous avez été déconnecté',
  organization: 'Organisation',
  website: 'Site web',
  tokenName: 'Jeton',
  prefix: 'Préfixe',
  scopes: 'Droits',
  noScopes: 'aucun',
  expires: 'Expire le',
  neverExpires: 'Jamais',
  expiresSoon: (days: number) =>
    `Ce jeton expire dans ${days} ${days === 1 ? 'jour' : 'jours'}. Créez-en un nouveau dans le tableau de bord d’organisateur d’ici là.`,
  rateLimit: 'Limite de requêtes',
  rateLimitValue: (limit: number, seconds: number) => `${limit} requêtes par ${seconds} s`,
  apiAddress: 'Adresse de l’API',
  sameOrigin: 'ce site (même origine)',
  connectedAs: 'Connecté',
  signOut: 'Se déconnecter',
  tryAgain: 'Réessayer',
  checking: 'Vérification de votre jeton…',
  proxyTitle: 'Pas besoin de jeton ici',
  proxyDetail:
    'Ce visualiseur lit à travers un proxy qui détient le jeton de l’organisation : il n’y a rien à coller.',
  browseTournaments: 'Parcourir les tournois',
  continueToPage: 'Continuer vers la page ouverte',
}
