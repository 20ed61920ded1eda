import type { PodiumMessages } from './messages'

/** The podium's words in French: loaded with what every embed shows (src/app/languages/fr.ts). */
export const podiumFr: PodiumMessages = {
  champion: 'Vainqueur',
  runnerUp: 'Finaliste',
  jointPlace: (place: string) => `${place} ex æquo`,
  podium: 'Le podium',
  champions: 'Les vainqueurs',
  podiumOf: (division: string) => `Podium de ${division}`,
  notDecided: 'Pas encore joué : le podium s’affiche dès que la finale a son résultat.',
  noneDecided:
    'Aucune catégorie n’a encore son vainqueur. Ils s’affichent ici dès qu’une finale a son résultat.',
  unavailable: 'Le podium n’a pas pu être lu pour le moment.',
}
