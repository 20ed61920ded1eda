import { defineMessages } from '../../i18n/locale'

/** Words of a division's podium, on staff pages, venue screens and embeds (docs/decisions/0004-i18n.md). */
export const podiumMessages = defineMessages({
  name: 'podium',
  en: {
    champion: 'Champion',
    runnerUp: 'Runner-up',
    /** A place two or more teams share (the semi-final losers without a play-off), its ordinal the bracket's. */
    jointPlace: (place: string) => `Joint ${place}`,
    podium: 'Podium',
    champions: 'Champions',
    /** A division's podium, named for screen readers. */
    podiumOf: (division: string) => `Podium of ${division}`,
    notDecided: 'Not decided yet: the podium shows once the final has a result.',
    noneDecided: 'No division has its champion yet. They show here as soon as a final has its result.',
    unavailable: 'The podium could not be read just now.',
  },
})

export type PodiumMessages = (typeof podiumMessages)['en']
