import { defineMessages } from '../../i18n/locale'

/** Words of the staff pages' shared pieces: breadcrumbs, loading, error views, badges. */
export const pageShellMessages = defineMessages({
  en: {
    breadcrumbs: 'Breadcrumbs',
    yourOrganization: 'Your organization',
    viewTeamPage: (team: string) => `Team page: ${team}`,
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
