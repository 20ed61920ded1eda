import type { OperationName } from '../api/operation-name.ts'

/**
 * Answers "with gaps" (the `gaps` and `brokenItems` faults): the freedom the contract leaves, used.
 * It marks some fields nullable, says nothing of the nullability of the others, nor of which Team
 * and Game fields are always present. So a client must cope with any field it can do without being
 * null, or absent. These answers serve exactly that, so the viewer's tests can check that every
 * page still shows what it has.
 *
 * `null`: every open field below is null (every answer stays within the contract); `absent`: left
 * out (within the contract for Team and Game; for the others, as an API that drops its nulls would
 * answer). Fields a page cannot do without stay: ids, numbers and orders, statuses, types, the
 * names of tournaments, divisions and teams, times, scores and the teams of games, relations asked
 * for. `brokenItems`: the last record of every list of two or more tournaments, divisions or teams
 * lacks its `name`, the one item a client should leave out (and say so) while showing the rest.
 */
export type GapsMode = 'off' | 'null' | 'absent'

type Kind =
  | 'me'
  | 'organization'
  | 'token'
  | 'tournamentPage'
  | 'tournament'
  | 'club'
  | 'court'
  | 'sponsor'
  | 'circuit'
  | 'circuitCategory'
  | 'division'
  | 'team'
  | 'player'
  | 'leagueTeam'
  | 'round'
  | 'pool'
  | 'standing'
  | 'draw'
  | 'drawRound'
  | 'game'
  | 'score'

interface Shape {
  /** Fields served null, or left out. */
  open?: readonly string[]
  /** Numbers served as `1e999`, valid JSON that parses as Infinity. */
  tooLarge?: readonly string[]
  /** Records inside (single or lists), reshaped in turn. */
  inside?: Readonly<Record<string, Kind>>
  /** Lists of this kind get a broken item with `brokenItems`. */
  breakable?: true
}

export const GAPS: Readonly<Record<Kind, Shape>> = {
  me: { inside: { organization: 'organization', token: 'token' } },
  organization: { open: ['avatar', 'website'] },
  token: { open: ['lastUsedAt'] },
  tournamentPage: { inside: { data: 'tournament' } },
  tournament: {
    open: [
      'timezone',
      'addOneHour',
      'matchDays',
      'americanoRounds',
      'courtNames',
      'scheduleType',
      'isPublic',
      'isFormatComplete',
      'banner',
      'whoCanSubmit',
      'resultApprovalMode',
      'displayPoints',
      'matchdayBonusEnabled',
      'inscriptionCost',
      'standingColumns',
      'createdAt',
      'publicUrl',
    ],
    tooLarge: ['totalPrize'],
    inside: {
      club: 'club',
      divisions: 'division',
      sponsors: 'sponsor',
      circuit: 'circuit',
      circuitCategory: 'circuitCategory',
    },
    breakable: true,
  },
  club: { open: ['name', 'address', 'website', 'image', 'location'], inside: { courts: 'court' } },
  court: { open: ['position'] },
  sponsor: { open: ['logoUrl', 'websiteUrl', 'description'] },
  circuit: { open: ['slug', 'seasonYear'] },
  circuitCategory: { open: ['color'] },
  division: {
    open: [
      'color',
      'isDoubles',
      'price',
      'minParticipants',
      'maxParticipants',
      'maxRegistrations',
      'createdAt',
      'tournament',
    ],
    inside: { rounds: 'round', teams: 'team', circuitCategory: 'circuitCategory' },
    breakable: true,
  },
  team: {
    open: [
      'seed',
      'seedNumber',
      'club',
      'picture',
      'description',
      'ranking',
      'isWildCard',
      'qualifierStatus',
      'drawAssignment',
      'createdAt',
      'captainProfileIdx',
    ],
    inside: { players: 'player', leagueTeam: 'leagueTeam' },
    breakable: true,
  },
  player: { open: ['avatar'] },
  leagueTeam: { open: ['color', 'logo', 'position', 'pointsAdjustment'] },
  round: {
    open: [
      'name',
      'isSetup',
      'gamesPerTeam',
      'gamesRequireWinners',
      'numberOfSets',
      'proSets',
      'playAllSets',
      'pointsPerSet',
      'placements',
      'playEachTeamOnce',
      'trueDoubleEliminationRound',
      'numQualifiers',
      'drawSize',
      'hasNextRoundTransitioned',
      'createdAt',
    ],
    inside: { pools: 'pool', games: 'game', draws: 'draw' },
  },
  pool: { open: ['name'], inside: { standings: 'standing' } },
  standing: { open: ['awardedPoints'] },
  draw: { inside: { rounds: 'drawRound' } },
  drawRound: { open: ['label'], inside: { games: 'game' } },
  game: {
    open: [
      'displayNumber',
      'lengthInMinutes',
      'courtNumber',
      'matchDay',
      'roundDetail',
      'scheduleNumber',
      'sectionNumber',
      'isRetirement',
      'retiredTeamId',
      'resultApprovalStatus',
      'submittedAt',
      'homeTeamDetails',
      'awayTeamDetails',
      'createdAt',
    ],
    inside: { court: 'court', score: 'score' },
  },
  score: { open: ['playerPointsBalanced'] },
}

/** What each operation answers with, for the walk to start from. */
const ANSWER_OF: Readonly<Record<OperationName, Kind>> = {
  getMe: 'me',
  listTournaments: 'tournamentPage',
  getTournament: 'tournament',
  listDivisions: 'division',
  listTeams: 'team',
  getRound: 'round',
}

export interface GapsSettings {
  gaps: GapsMode
  brokenItems: boolean
}

/** Stands for a too-large number until the JSON text is written (JSON.stringify cannot write one). */
const TOO_LARGE = '\u0000courtside-demo:too-large\u0000'

/** An operation's answer as JSON text, with the gaps switched on. */
export function answerWithGaps(operation: OperationName, data: unknown, settings: GapsSettings): string {
  const shaped = reshape(data, ANSWER_OF[operation], settings)
  return JSON.stringify(shaped).replaceAll(JSON.stringify(TOO_LARGE), '1e999')
}

function reshape(value: unknown, kind: Kind, settings: GapsSettings): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => reshape(item, kind, settings))
    const last = items.at(-1)
    if (settings.brokenItems && GAPS[kind].breakable && items.length >= 2 && isRecord(last)) {
      const { name: _left, ...broken } = last
      items[items.length - 1] = broken
    }
    return items
  }
  if (!isRecord(value)) return value
  const shape = GAPS[kind]
  const record: Record<string, unknown> = { ...value }
  if (settings.gaps !== 'off') {
    for (const field of shape.open ?? []) {
      if (!(field in record)) continue
      if (settings.gaps === 'absent') delete record[field]
      else record[field] = null
    }
    for (const field of shape.tooLarge ?? []) if (field in record) record[field] = TOO_LARGE
  }
  for (const [field, inner] of Object.entries(shape.inside ?? {})) {
    if (field in record) record[field] = reshape(record[field], inner, settings)
  }
  return record
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
