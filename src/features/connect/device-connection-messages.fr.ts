import type { DeviceConnectionMessages } from './device-connection-messages'

/** The remembered-token notices in French (src/app/languages/fr-app.ts). */
export const deviceConnectionFr: DeviceConnectionMessages = {
  questionTitle: 'Passer cet appareil à une autre organisation ?',
  question: (remembered, handedOver) =>
    `Cet appareil se souvient d’un jeton de ${remembered ?? 'une organisation qui n’a pas pu être vérifiée pour l’instant'}. Le lien que vous avez ouvert apporte un jeton de ${handedOver ?? 'une organisation qui n’a pas pu être vérifiée pour l’instant'} et demande à cet appareil de s’en souvenir à la place : le jeton qu’il garde aujourd’hui disparaîtrait. Rien ne change tant que vous n’avez pas choisi. Si vous n’attendiez pas ce lien, gardez le jeton.`,
  keep: (name) => (name ? `Garder ${name}` : 'Garder le jeton de cet appareil'),
  switchTo: (name) => (name ? `Passer à ${name}` : 'Utiliser le jeton du lien'),
  forgottenTitle: 'La connexion dont cet appareil se souvenait n’a pas été utilisée',
  forgotten: (origin) =>
    `Elle visait ${origin ?? 'une adresse d’API qui n’est pas une adresse web'}, que ce visualiseur n’est pas configuré pour utiliser : elle a donc été oubliée. Reconnectez-vous avec un jeton pour l’API de ce visualiseur.`,
  dismiss: 'Fermer',
}
