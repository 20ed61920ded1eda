import type { TokenProblem } from '../../api/errors'
import { defineMessages } from '../../i18n/locale'

const REMAKE =
  'On a staff computer, open Courtside › Venue screens › New screen, make a new screen link with a valid token and open it on this screen.'

/** Words of the venue screen (docs/decisions/0004-i18n.md). */
export const screenMessages = defineMessages({
  name: 'screen',
  en: {
    updatedJustNow: 'Updated just now',
    updatedAgo: (seconds: number) =>
      seconds < 60 ? `Updated ${seconds} s ago` : `Updated ${Math.floor(seconds / 60)} min ago`,
    reconnecting: {
      failing: 'Reconnecting',
      offline: 'Offline, reconnecting',
      'rate-limited': 'Waiting for the rate limit',
    },
    /** A screen started without a network, showing what the device kept. */
    offline: 'Offline',
    dataFrom: (time: string) => `data from ${time}`,
    connecting: 'Connecting to the results service…',
    loadingView: 'Loading…',
    timesIn: (zone: string) => `Times in ${zone}`,
    viewOf: (view: number, views: number) => `View ${view} of ${views}`,
    pageOf: (page: number, pages: number) => `${page} / ${pages}`,
    qrCaption: 'Results on your phone',
    qrLabel: (url: string) => `QR code to ${url}`,
    courtsTitle: 'Today’s games by court',
    noGamesToday: 'No games on the schedule today.',
    liveTitle: 'On court now',
    /** The courts and live views when nothing is on and nothing is still to come today. */
    nothingOnTitle: 'No game on court now',
    nextGames: (day: string) => `Next games · ${day}`,
    latestResults: 'Latest results',
    timeNotGiven: 'Time to be announced',
    /** The organizer's slides (OrganizerSlide) and those its link holds that cannot be read. */
    picture: 'Picture',
    pictureUnavailable: 'This picture could not be loaded.',
    slidesUnread: (count: number) =>
      count === 1
        ? 'A slide in this screen’s link could not be read and is left out'
        : `${count} slides in this screen’s link could not be read and are left out`,
    /** The card of a game on now whose court the API does not give. */
    courtNotGiven: 'Court not given',
    courtFree: 'No game on now',
    next: 'Next',
    versus: 'v',
    onFor: (minutes: number) =>
      minutes < 60
        ? `${minutes} min`
        : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`,
    noPools: 'This round has no pools.',
    poolNotFound: 'This pool is no longer in the round.',
    live: 'Live',
    final: 'Final',
    team: 'Team',
    noToken: {
      title: 'This screen has no access token',
      detail: REMAKE,
    },
    tokenProblem: {
      MISSING_API_TOKEN: 'The results service did not accept this screen’s token',
      INVALID_API_TOKEN: 'This screen’s token is no longer valid',
      EXPIRED_API_TOKEN: 'This screen’s token has expired',
      INSUFFICIENT_SCOPE: 'This screen’s token cannot read results',
    } satisfies Record<TokenProblem, string>,
    whatToDo: REMAKE,
    badLink: {
      title: 'This screen link is incomplete',
      detail:
        'It names no tournament or nothing to show. Make the link again on the staff computer (Courtside › Venue screens › New screen) and open it on this screen.',
    },
    tournamentNotFound: {
      title: 'This tournament is not available',
      detail:
        'The token of this screen reads another organization, or the tournament was removed. Make a new screen link on the staff computer.',
    },
    unreachable: {
      title: 'Cannot reach the results service',
      detail: 'This screen keeps trying by itself and shows the results as soon as the service answers.',
    },
    crashed: {
      title: 'This screen ran into a problem',
      detail: 'It starts again by itself in a minute.',
    },
    notPublished: {
      title: 'These results are not published yet',
      detail: 'The screen shows them by itself as soon as the organizer publishes the tournament.',
    },
    nothingToShow: 'Nothing to show yet: what this screen shows is hidden, or has no visible rounds.',
    viewUnavailable: 'This part of the screen is not available right now; the screen carries on.',
    viewNotFound: 'This round is no longer in the tournament.',
  },
})

export type ScreenMessages = (typeof screenMessages)['en']
