import { defineMessages } from '../../i18n/locale'

/**
 * An estimated start's words: the order of play, team pages, venue screens and the team embed
 * show them, so they load with every embed's words (src/app/languages/<lang>.ts), not the staff
 * pages' (a team embed in Spanish would otherwise say "estimate").
 */
export const estimateMessages = defineMessages({
  name: 'estimate',
  en: {
    estimatedAt: (time: string) => `~${time} (estimate)`,
    onTime: 'on time',
    runningLate: (minutes: number) => `running ~${minutes} min late`,
  },
})

export type EstimateMessages = (typeof estimateMessages)['en']
