import { defineMessages } from '../../i18n/locale'

export const teamsMessages = defineMessages({
  name: 'teams',
  en: {
    title: 'Teams',
    division: 'Division',
    allDivisions: 'All divisions',
    search: 'Search teams or players',
    searchHint: 'Letter case and accents do not matter.',
    count: (shown: number, total: number) =>
      shown === total
        ? `${total} ${total === 1 ? 'team' : 'teams'}`
        : `${shown} of ${total} ${total === 1 ? 'team' : 'teams'}`,
    noTeams: 'No teams have entered yet.',
    noMatch: (query: string) => `No team or player matches “${query}”.`,
    clearSearch: 'Clear the search',
    unknownDivision: 'This division is not one of this tournament’s.',
    seed: (seed: number) => `Seed ${seed}`,
    wildCard: 'Wild card',
    captain: 'Captain',
    players: 'Players',
    noPlayers: 'No players listed.',
    leagueTeam: 'League team',
    ranking: (ranking: number) => `Ranking ${ranking}`,
  },
})

export type TeamsMessages = (typeof teamsMessages)['en']
