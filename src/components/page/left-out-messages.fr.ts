import type { LeftOutMessages } from './left-out-messages'

/** The note on what an answer left out, in French (src/app/languages/fr.ts). */
export const leftOutFr: LeftOutMessages = {
  kinds: {
    tournament: ['tournoi', 'tournois'],
    division: ['catégorie', 'catégories'],
    round: ['tour', 'tours'],
    team: ['équipe', 'équipes'],
    player: ['joueur', 'joueurs'],
    pool: ['poule', 'poules'],
    standing: ['ligne d’un classement', 'lignes de classements'],
    game: ['match', 'matchs'],
    sponsor: ['partenaire', 'partenaires'],
    court: ['court', 'courts'],
    other: ['autre élément', 'autres éléments'],
  },
  note: (items) => `Impossible d’afficher : ${items} (la réponse de l’API était incomplète).`,
}
