import { defineMessages } from '../../i18n/locale'

export const roundMessages = defineMessages({
  name: 'round',
  en: {
    setUp: 'Set up',
    notSetUp: 'Not set up yet',
    timesIn: (zone: string) => `Times in ${zone}`,
    timesInUtc: 'Times in UTC',
    noTournament:
      'This link does not say which tournament the round belongs to, and a round without a division cannot be traced to one, so times are in UTC and court names are the clubs’. Open the round from its tournament for local times.',
    tournamentNotFound:
      'This round’s tournament was not found among your organization’s tournaments, so times are in UTC and court names are the clubs’. Open the round from its tournament for local times.',
    tournamentSearchFailed:
      'This link does not say which tournament the round belongs to, and looking it up failed, so times are in UTC. Reload the page to try again, or open the round from its tournament.',
    tournamentUnavailable: 'The tournament of this link could not be read; times are in UTC.',
    tournamentMismatch:
      'The tournament in this link does not hold this round, so it is not used: times are in UTC.',
    roundsOfDivision: (division: string) => `Rounds of ${division}`,
    orderOfPlay: 'Order of play: every court, every division',
    pools: 'Pools',
    bracket: 'Bracket',
    games: 'Games',
    gamesCount: (count: number) => `${count} ${count === 1 ? 'game' : 'games'}`,
    noGames: 'No games in this round yet.',
    notScheduled: 'No time set',
    matchDay: (day: number) => `Match day ${day}`,
    court: (number: number) => `Court ${number}`,
    game: (number: string) => `Game ${number}`,
    status: {
      upcoming: 'Upcoming',
      live: 'Live',
      finished: 'Finished',
      retired: 'Retired',
      walkover: 'Walkover',
      cancelled: 'Cancelled',
      bye: 'Bye',
    },
    retiredMark: 'ret.',
    tieBreakShort: 'TB',
    tieBreak: 'tie-break',
    matchTieBreak: 'match tie-break',
    liveUpdates: 'Live: updates by itself',
    updatedAt: (time: string) => `updated ${time}`,
    estimateNote:
      'Estimates (~) follow each court’s pace: the game on court, then the typical length of the games played so far and the break between games. They can be wrong.',
  },
})

export type RoundMessages = (typeof roundMessages)['en']
