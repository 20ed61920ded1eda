import type { EstimateMessages } from './estimate-messages'

/** An estimated start's words in Italian (src/app/languages/it.ts). */
export const estimateIt: EstimateMessages = {
  estimatedAt: (time: string) => `~${time} (stima)`,
  onTime: 'in orario',
  runningLate: (minutes: number) => `in ritardo di ~${minutes} min`,
}
