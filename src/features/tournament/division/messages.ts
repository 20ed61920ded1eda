import { defineMessages } from '../../../i18n/locale'

export const divisionMessages = defineMessages({
  name: 'division',
  en: {
    rounds: 'Rounds',
    noRounds: 'This division has no rounds yet.',
    setUp: 'Set up',
    notSetUp: 'Not set up yet',
    teams: 'Teams',
    teamsCount: (count: number) => `${count} ${count === 1 ? 'team' : 'teams'}`,
    noTeams: 'No teams have entered this division yet.',
    searchTeams: 'Search these teams',
  },
})

export type DivisionMessages = (typeof divisionMessages)['en']
