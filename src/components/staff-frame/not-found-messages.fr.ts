import type { NotFoundMessages } from './not-found-messages'

/** The not-found page in French (src/app/languages/fr-app.ts). */
export const notFoundFr: NotFoundMessages = {
  title: 'Page introuvable',
  detail:
    'Cette adresse ne correspond à aucune page de Courtside. Vérifiez le lien ou repartez de la page d’accueil.',
  home: 'Aller à la page d’accueil',
}
