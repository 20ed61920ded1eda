/**
 * The contract's `populate` table, held once for the demo API and the app alike:
 * - `POPULATE_RULES`: per operation that takes the parameter, the relation paths it allows and the
 *   list the API applies when none is sent;
 * - `RELATIONS`: per path segment, the response field it fills and whether that field holds a list
 *   (a segment name means the same thing wherever it appears in the contract).
 *
 * The demo API answers by it (server/src/api/populate.ts); the app types its populate lists against
 * it and checks that an answer carries what was asked for (src/api/populate.ts, src/api/relations.ts).
 * Plain data that imports nothing, so the app's bundle can take it in.
 */

export interface PopulateRule {
  allowed: readonly string[]
  defaults: readonly string[]
}

export interface Relation {
  /** The response field the segment fills (`playerProfiles` fills `players`). */
  field: string
  /** A list (absent when asked for: an error) or a single record (absent: null). */
  many: boolean
}

export const POPULATE_RULES = {
  listTournaments: { allowed: ['club'], defaults: [] },
  getTournament: {
    allowed: [
      'club',
      'club.courts',
      'divisions',
      'divisions.rounds',
      'sponsors',
      'circuit',
      'circuitCategory',
      'rankedTiebreakRules',
    ],
    defaults: ['club', 'divisions'],
  },
  listDivisions: {
    allowed: ['rounds', 'teams', 'teams.playerProfiles', 'teams.leagueTeam', 'circuitCategory'],
    defaults: ['rounds'],
  },
  listTeams: {
    allowed: ['playerProfiles', 'captainProfile', 'leagueTeam', 'division'],
    defaults: ['playerProfiles', 'division'],
  },
  getRound: {
    allowed: [
      'division',
      'pools',
      'pools.teams',
      'pools.standings',
      'pools.standings.team',
      'pools.standings.teamStats',
      'games',
      'games.homeTeam',
      'games.awayTeam',
      'games.winner',
      'games.court',
      'games.score',
      'games.score.sets',
      'draws',
      'draws.rounds',
      'draws.rounds.games',
      'draws.rounds.games.homeTeam',
      'draws.rounds.games.awayTeam',
      'draws.rounds.games.winner',
      'draws.rounds.games.court',
      'draws.rounds.games.score',
      'draws.rounds.games.score.sets',
    ],
    defaults: [
      'pools',
      'pools.teams',
      'games',
      'games.homeTeam',
      'games.awayTeam',
      'games.winner',
      'division',
      'draws.rounds',
      'draws.rounds.games',
      'draws.rounds.games.homeTeam',
      'draws.rounds.games.awayTeam',
      'draws.rounds.games.winner',
      'draws.rounds.games.score',
      'draws.rounds.games.score.sets',
    ],
  },
} as const satisfies Record<string, PopulateRule>

export const RELATIONS = {
  club: { field: 'club', many: false },
  courts: { field: 'courts', many: true },
  divisions: { field: 'divisions', many: true },
  rounds: { field: 'rounds', many: true },
  sponsors: { field: 'sponsors', many: true },
  circuit: { field: 'circuit', many: false },
  circuitCategory: { field: 'circuitCategory', many: false },
  rankedTiebreakRules: { field: 'rankedTiebreakRules', many: true },
  teams: { field: 'teams', many: true },
  playerProfiles: { field: 'players', many: true },
  captainProfile: { field: 'captainProfileIdx', many: false },
  leagueTeam: { field: 'leagueTeam', many: false },
  division: { field: 'division', many: false },
  pools: { field: 'pools', many: true },
  standings: { field: 'standings', many: true },
  team: { field: 'team', many: false },
  teamStats: { field: 'teamStats', many: false },
  games: { field: 'games', many: true },
  homeTeam: { field: 'homeTeam', many: false },
  awayTeam: { field: 'awayTeam', many: false },
  winner: { field: 'winner', many: false },
  court: { field: 'court', many: false },
  score: { field: 'score', many: false },
  sets: { field: 'sets', many: true },
  draws: { field: 'draws', many: true },
} as const satisfies Record<string, Relation>
