import { defineMessages } from '../../i18n/locale'
import type { StatKey } from './standing-columns'

type StatWords = Record<StatKey, { short: string; long: string }>

const en: StatWords = {
  totalGamesPlayed: { short: 'P', long: 'Games played' },
  wins: { short: 'W', long: 'Wins' },
  ties: { short: 'T', long: 'Ties' },
  losses: { short: 'L', long: 'Losses' },
  points: { short: 'Pts', long: 'Points' },
  setsPointsFor: { short: 'S+', long: 'Sets won' },
  setsPointsAgainst: { short: 'S−', long: 'Sets lost' },
  setsPointsDifference: { short: 'S±', long: 'Set difference' },
  pointsFor: { short: 'G+', long: 'Games won' },
  pointsAgainst: { short: 'G−', long: 'Games lost' },
  pointsDifference: { short: 'G±', long: 'Game difference' },
  forfeits: { short: 'FF', long: 'Forfeits' },
  cancelled: { short: 'C', long: 'Cancelled' },
  awardedPoints: { short: 'AP', long: 'Awarded points' },
}

/** Words of the pool table; in Spanish and French in `messages.es.ts`, `messages.fr.ts` (docs/decisions/0004-i18n.md). */
export const standingsMessages = defineMessages({
  name: 'standings',
  en: {
    stats: en,
    /** In pickleball a set is one game to 11: its "games" are points. */
    rallyPoints: {
      pointsFor: { short: 'P+', long: 'Points won' },
      pointsAgainst: { short: 'P−', long: 'Points lost' },
      pointsDifference: { short: 'P±', long: 'Point difference' },
    } as Partial<StatWords>,
    rank: { short: '#', long: 'Rank' },
    team: 'Team',
    tiebreakNote:
      'Teams are in the order the results service stores; head-to-head tiebreaks on the public site may order tied teams differently.',
    copyLink: (team: string) => `Copy the link to ${team}'s row`,
    linkCopied: (team: string) => `Link to ${team}'s row copied`,
    linkNotCopied: 'The link could not be copied; it is in the address bar.',
    scrollHint: 'Scroll sideways for more columns',
    noStandings: 'No standings yet.',
    /** A team's mark in its pool: through to the next round whatever happens, or out. */
    marks: { through: 'Through', out: 'Out' },
    /** The marks in words, under the tables that show them. */
    marksLegend: {
      through: 'Through to the knockout, however the games left end',
      out: 'Out: can no longer reach the qualifying places',
      open: 'No mark: still open, or only tiebreaks can decide',
    },
  },
})

export type StandingsMessages = (typeof standingsMessages)['en']
