import type { TokenProblem } from '../../api/errors'
import { defineMessages } from '../../i18n/locale'

/**
 * The words of an embed, for visitors of a club's site: they hold no token and can do nothing
 * about a failure but wait, so messages say what happens next, and who can fix the rest.
 */
export interface EmbedMessages {
  loading: string
  back: string
  poweredBy: string
  openFullView: string
  newTab: string
  updatedAt: (time: string) => string
  staleSince: (time: string) => string
  divisions: string
  rounds: string
  noDivisions: string
  noRounds: string
  pools: string
  bracket: string
  noPools: string
  noBracket: string
  status: Record<string, string>
  unavailable: string
  noAccess: string
  refused: Record<TokenProblem, string>
  notFound: string
  /** A draft tournament, a hidden division or round: the organizer has not published it. */
  notPublished: string
  poolNotFound: string
  drawNotFound: string
  invalidLink: string
  rateLimited: (seconds: number) => string
  offline: string
  retrying: string
  unreadable: string
}

const en: EmbedMessages = {
  loading: 'Loading results…',
  back: 'Back',
  poweredBy: 'Results by Courtside',
  openFullView: 'Open full results',
  newTab: '(opens in a new tab)',
  updatedAt: (time) => `Updated ${time}`,
  staleSince: (time) => `Reconnecting · results from ${time}`,
  divisions: 'Divisions',
  rounds: 'Rounds',
  noDivisions: 'No divisions have been published yet.',
  noRounds: 'No rounds have been published yet.',
  pools: 'Pools',
  bracket: 'Bracket',
  noPools: 'This round has no pools.',
  noBracket: 'This round has no bracket.',
  status: { UPCOMING: 'Upcoming', IN_PROGRESS: 'In progress', COMPLETED: 'Completed' },
  unavailable: 'Results unavailable',
  noAccess:
    'These results were published without access to them. The site’s owner needs to add a read token or use the public-display proxy.',
  refused: {
    MISSING_API_TOKEN:
      'The access these results were published with is not accepted. The site’s owner needs to update it.',
    INVALID_API_TOKEN:
      'The access these results were published with has been withdrawn. The site’s owner needs to update it.',
    EXPIRED_API_TOKEN:
      'The access these results were published with has expired. The site’s owner needs to renew it.',
    INSUFFICIENT_SCOPE:
      'The access these results were published with cannot read results. The site’s owner needs to update it.',
  },
  notFound: 'These results could not be found. They may have been removed.',
  notPublished: 'These results are not published yet.',
  poolNotFound: 'This pool is no longer part of the round.',
  drawNotFound: 'This draw is no longer part of the round.',
  invalidLink: 'The link to these results is incomplete.',
  rateLimited: (seconds) =>
    `Many people are following these results right now. Trying again in ${seconds} s.`,
  offline: 'You are offline. The results will load when the connection is back.',
  retrying: 'Results cannot be loaded right now. Trying again shortly.',
  unreadable: 'Results cannot be shown right now.',
}

export const embedMessages = defineMessages<EmbedMessages>({ name: 'embed', en })
