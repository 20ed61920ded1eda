import type { PodiumMessages } from './messages'

/** The podium's words in Spanish: loaded with what every embed shows (src/app/languages/es.ts). */
export const podiumEs: PodiumMessages = {
  champion: 'Campeón',
  runnerUp: 'Subcampeón',
  jointPlace: (place: string) => `${place} compartido`,
  podium: 'Podio',
  champions: 'Campeones',
  podiumOf: (division: string) => `Podio de ${division}`,
  notDecided: 'Aún sin decidir: el podio aparece cuando la final tenga resultado.',
  noneDecided:
    'Ninguna categoría tiene campeón todavía. Aparecerán aquí en cuanto una final tenga resultado.',
  unavailable: 'No se ha podido leer el podio en este momento.',
}
