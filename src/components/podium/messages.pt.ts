import type { PodiumMessages } from './messages'

/** The podium's words in Portuguese: loaded with what every embed shows (src/app/languages/pt.ts). */
export const podiumPt: PodiumMessages = {
  champion: 'Campeão',
  runnerUp: 'Vice-campeão',
  jointPlace: (place: string) => `${place} ex aequo`,
  podium: 'Pódio',
  champions: 'Campeões',
  podiumOf: (division: string) => `Pódio de ${division}`,
  notDecided: 'Ainda por decidir: o pódio aparece quando a final tiver resultado.',
  noneDecided: 'Nenhuma categoria tem campeão ainda. Aparecem aqui assim que uma final tiver resultado.',
  unavailable: 'Não foi possível ler o pódio neste momento.',
}
