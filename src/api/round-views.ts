import { populateFor } from './populate'

/**
 * What each view of a round reads from getRound, defined once for every page that shows it (staff
 * pages, venue screens, embeds): a page asks for the views it shows and nothing more.
 */
const DRAW_GAMES = 'draws.rounds.games'

/** The round's own division (`{idx, name}`): absent unless asked for, once any list is sent. */
export const ROUND_DIVISION = populateFor<'getRound'>()(['division'])

/** A bracket: each draw game's teams, winner and set scores; the pools, to name "1st of pool A". */
export const BRACKET_RELATIONS = populateFor<'getRound'>()([
  'pools',
  `${DRAW_GAMES}.homeTeam`,
  `${DRAW_GAMES}.awayTeam`,
  `${DRAW_GAMES}.winner`,
  `${DRAW_GAMES}.score.sets`,
])

/** A bracket game's court, which the staff round page's bracket prints beside its time. */
export const BRACKET_COURT_RELATIONS = populateFor<'getRound'>()([`${DRAW_GAMES}.court`])

/**
 * Pool tables: each row's team and every statistic, and the round's games with their teams and
 * winner, which say what each team can still reach: the marks of teams through and out
 * (domain/pool-state.ts).
 */
export const POOL_TABLE_RELATIONS = populateFor<'getRound'>()([
  'pools.standings.team',
  'pools.standings.teamStats',
  'games.homeTeam',
  'games.awayTeam',
  'games.winner',
])

/**
 * The round's flat game list: teams, winner, court and scores with their sets (the default gives
 * the flat list no score: the contract asks for `games.score` by name); the pools, for placeholders.
 */
export const GAME_LIST_RELATIONS = populateFor<'getRound'>()([
  'pools',
  'games.homeTeam',
  'games.awayTeam',
  'games.winner',
  'games.court',
  'games.score',
  'games.score.sets',
])

/**
 * The draws' structure: which draw round each game is in, for its stage ("Semi-finals") where
 * games are listed outside the bracket, and what each slot waits for ("2nd of pool A"), which
 * says how many of a pool go through.
 */
export const DRAW_STAGE_RELATIONS = populateFor<'getRound'>()(['draws.rounds.games'])

/**
 * How a division ended (domain/final-placements.ts), from its last round. A bracket: each draw's
 * placement and its games' teams and winner (and status, a plain field).
 */
export const DRAW_PLACEMENT_RELATIONS = populateFor<'getRound'>()([
  'division',
  `${DRAW_GAMES}.homeTeam`,
  `${DRAW_GAMES}.awayTeam`,
  `${DRAW_GAMES}.winner`,
])

/** A division played as one pool: its ranked teams, and its games bare (only whether each is played). */
export const POOL_PLACEMENT_RELATIONS = populateFor<'getRound'>()([
  'division',
  'pools.standings.team',
  'games',
])
