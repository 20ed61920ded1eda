import type { EstimateMessages } from './estimate-messages'

/** An estimated start's words in French (src/app/languages/fr.ts). */
export const estimateFr: EstimateMessages = {
  estimatedAt: (time: string) => `~${time} (estimation)`,
  onTime: 'à l’heure',
  runningLate: (minutes: number) => `~${minutes} min de retard`,
}
