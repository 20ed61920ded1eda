import type { EstimateMessages } from './estimate-messages'

/** An estimated start's words in Portuguese (src/app/languages/pt.ts). */
export const estimatePt: EstimateMessages = {
  estimatedAt: (time: string) => `~${time} (estimativa)`,
  onTime: 'no horário',
  runningLate: (minutes: number) => `com ~${minutes} min de atraso`,
}
