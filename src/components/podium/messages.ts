import { defineMessages } from '../../i18n/locale'

/** English ordinals: 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
function ordinal(place: number): string {
  const tens = place % 100
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[place % 10] ?? 'th')
  return `${place}${suffix}`
}

/** Words of a division's podium, on staff pages, venue screens and embeds (docs/decisions/0004-i18n.md). */
export const podiumMessages = defineMessages({
  name: 'podium',
  en: {
    champion: 'Champion',
    runnerUp: 'Runner-up',
    /** A place below the final's: "3rd", "5th". */
    place: (place: number) => ordinal(place),
    /** A place two or more teams share (the semi-final losers without a play-off). */
    jointPlace: (place: number) => `Joint ${ordinal(place)}`,
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
