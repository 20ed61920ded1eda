import { enumLabel } from '../../domain/labels'
import { defineMessages, useMessages } from '../../i18n/locale'

/**
 * The API's enumerations in words, shared by every staff page. A value the contract does not list
 * (the service may grow) is humanized, never dropped.
 */
export const enumWords = defineMessages({
  en: {
    status: {
      DRAFT: 'Draft',
      UPCOMING: 'Upcoming',
      IN_PROGRESS: 'In progress',
      COMPLETED: 'Completed',
      ARCHIVED: 'Archived',
    } as Record<string, string>,
    sport: { PADEL: 'Padel', TENNIS: 'Tennis', PICKLEBALL: 'Pickleball' } as Record<string, string>,
    tournamentType: {
      TEAM_LEAGUE: 'Team league',
      LEAGUE: 'League',
      TOURNAMENT: 'Tournament',
      INDIVIDUAL_LEAGUE: 'Individual league',
    } as Record<string, string>,
    roundType: {
      ROUND_ROBIN_ROUND: 'Round robin',
      SINGLE_ELIMINATION_ROUND: 'Single elimination',
      QUALIFIERS_ROUND: 'Qualifiers',
    } as Record<string, string>,
    drawAssignment: { QUALIFYING: 'Qualifying', MAIN_DRAW: 'Main draw' } as Record<string, string>,
    qualifierStatus: {
      QUALIFIED: 'Qualifier',
      LUCKY_LOSER: 'Lucky loser',
      ELIMINATED: 'Lost in qualifying',
    } as Record<string, string>,
    gender: { MEN: 'Men', WOMEN: 'Women', MIXED: 'Mixed' } as Record<string, string>,
  },
})

type EnumKind = keyof (typeof enumWords)['en']

/** `words('status', 'IN_PROGRESS')` → "In progress", in the active language. */
export function useEnumWords(): (kind: EnumKind, value: string) => string {
  const words = useMessages(enumWords)
  return (kind, value) => enumLabel(value, words[kind])
}
