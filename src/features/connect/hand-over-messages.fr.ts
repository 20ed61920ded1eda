import type { HandOverMessages } from './hand-over-messages'

/** The refused-link notice in French (src/app/languages/fr.ts). */
export const handOverFr: HandOverMessages = {
  title: 'Le jeton de ce lien n’a pas été utilisé',
  detail: (origin: string | null) =>
    `${
      origin === null
        ? 'Le lien indiquait une adresse d’API qui n’est pas une adresse web : son jeton n’a pas pu être utilisé.'
        : `Le lien demandait d’envoyer son jeton à ${origin}, une adresse d’API pour laquelle ce visualiseur n’est pas configuré.`
    } Rien n’en a été conservé et la connexion de cet appareil est inchangée. Demandez à la personne qui a envoyé le lien d’en créer un sur ce visualiseur ; si vous ne l’attendiez pas, ne l’utilisez pas, et ne collez jamais de jeton dans une page vers laquelle il vous mène.`,
  dismiss: 'Fermer',
}
