import { defineMessages } from '../../i18n/locale'

/** Words of the staff pages' shared pieces: breadcrumbs, loading, error views, badges. */
export const pageShellMessages = defineMessages({
  name: 'pageShell',
  en: {
    breadcrumbs: 'Breadcrumbs',
    yourOrganization: 'Your organization',
    loading: 'Loading…',
    tryAgain: 'Try again',
    tryingWhenOnline: 'The page tries again by itself when the connection is back.',
    yourTournaments: 'Go to your tournaments',
    connectAgain: 'Go to the connect page',
    hidden: 'Hidden',
    hiddenHint: 'Not shown on public pages',
    publish: 'Publish',
    showOnScreen: 'Show on a venue screen',
    embedOnSite: 'Embed on a club’s website',
  },
})

export type LayoutMessages = (typeof pageShellMessages)['en']

/**
 * The API's enumerations in words, shared by every staff page. A value the contract does not list
 * (the service may grow) is humanized, never dropped.
 */
export const enumWords = defineMessages({
  name: 'enumWords',
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

export type EnumWords = (typeof enumWords)['en']
