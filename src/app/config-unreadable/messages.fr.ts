import type { ConfigUnreadableMessages } from './messages'

/** The unreadable-settings page in French (src/app/languages/fr-app.ts). */
export const configUnreadableFr: ConfigUnreadableMessages = {
  title: 'Ce visualiseur ne peut pas démarrer',
  detail:
    'Il n’a pas pu lire ses réglages (config.json) : il ne sait donc pas de quelle API lire les résultats. Tant qu’il ne le peut pas, il n’envoie rien et n’accepte aucun jeton.',
  whatToDo: 'Si cela dure, prévenez la personne qui gère ce visualiseur. Il réessaie de lui-même.',
  retry: 'Réessayer maintenant',
  retrying: 'Nouvel essai…',
}
