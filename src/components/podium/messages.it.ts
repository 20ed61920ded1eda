import type { PodiumMessages } from './messages'

/** The podium's words in Italian: loaded with what every embed shows (src/app/languages/it.ts). */
export const podiumIt: PodiumMessages = {
  champion: 'Campione',
  runnerUp: 'Finalista',
  jointPlace: (place: string) => `${place} a pari merito`,
  podium: 'Podio',
  champions: 'Campioni',
  podiumOf: (division: string) => `Podio di ${division}`,
  notDecided: 'Non ancora deciso: il podio appare quando la finale ha il suo risultato.',
  noneDecided:
    'Nessuna categoria ha ancora il suo campione. Appariranno qui appena una finale avrà il risultato.',
  unavailable: 'Non è stato possibile leggere il podio in questo momento.',
}
