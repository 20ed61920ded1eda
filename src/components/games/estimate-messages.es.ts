import type { EstimateMessages } from './estimate-messages'

/** An estimated start's words in Spanish (src/app/languages/es.ts). */
export const estimateEs: EstimateMessages = {
  estimatedAt: (time: string) => `~${time} (estimación)`,
  onTime: 'en hora',
  runningLate: (minutes: number) => `con ~${minutes} min de retraso`,
}
