import type { Club, Division, Round, Tournament } from './dataset-schema.ts'
import { dateAfter } from './context.ts'
import { LANDMARKS } from './landmarks.ts'
import { courtNamesOf } from './schedule.ts'

/** A round with the settings most rounds share; `fields` says what differs. */
export function newRound(
  fields: Pick<Round, 'idx' | 'divisionIdx' | 'name' | 'type' | 'number' | 'createdAt'> & Partial<Round>,
): Round {
  return {
    isSetup: true,
    isVisible: true,
    gamesPerTeam: 1,
    gamesRequireWinners: true,
    numberOfSets: 3,
    proSets: false,
    playAllSets: false,
    pointsPerSet: 6,
    placements: [],
    playEachTeamOnce: true,
    trueDoubleEliminationRound: null,
    numQualifiers: null,
    drawSize: null,
    hasNextRoundTransitioned: false,
    pools: [],
    draws: [],
    games: [],
    ...fields,
  }
}

export function newDivision(
  fields: Pick<Division, 'idx' | 'name' | 'number' | 'color' | 'isDoubles' | 'createdAt'> & Partial<Division>,
): Division {
  return {
    isVisible: true,
    price: null,
    minParticipants: null,
    maxParticipants: null,
    maxRegistrations: null,
    circuitCategoryIdx: null,
    teams: [],
    ...fields,
  }
}

export function newTournament(
  fields: Pick<
    Tournament,
    | 'idx'
    | 'organizationIdx'
    | 'slug'
    | 'name'
    | 'type'
    | 'sport'
    | 'status'
    | 'startDate'
    | 'endDate'
    | 'createdAt'
  > &
    Partial<Tournament>,
): Tournament {
  return {
    timezone: 'Europe/Madrid',
    addOneHour: false,
    matchDays: 1,
    americanoRounds: null,
    courtNames: {},
    scheduleType: 'FIXED_TIMES',
    isPublic: true,
    isFormatComplete: true,
    banner: `https://banners.courtside.example/${fields.slug}.jpg`,
    whoCanSubmit: 'ORGANIZER',
    resultApprovalMode: 'AUTOMATIC',
    displayPoints: true,
    matchdayBonusEnabled: false,
    inscriptionCost: 0,
    totalPrize: 0,
    standingColumns: DEFAULT_STANDING_COLUMNS,
    clubIdx: null,
    circuitIdx: null,
    circuitCategoryIdx: null,
    sponsors: [],
    rankedTiebreakRules: [],
    divisions: [],
    rounds: [],
    ...fields,
  }
}

/**
 * A tournament of the main organization from `start`, lasting `days` and `hours`, created
 * `createdDaysBefore` days before it; played at `club` (its courts named in `courtNames`) if given.
 */
export function mainTournament(
  when: { start: Date; days?: number; hours?: number; createdDaysBefore: number; club?: Club },
  fields: Pick<Tournament, 'idx' | 'slug' | 'name' | 'type' | 'sport' | 'status'> & Partial<Tournament>,
): Tournament {
  return newTournament({
    organizationIdx: LANDMARKS.mainOrganization.idx,
    startDate: when.start.toISOString(),
    endDate: dateAfter(when.start, when.days ?? 0, when.hours ?? 0),
    createdAt: dateAfter(when.start, -when.createdDaysBefore),
    ...(when.club ? { clubIdx: when.club.idx, courtNames: courtNamesOf(when.club.courts) } : {}),
    ...fields,
  })
}

export const DEFAULT_STANDING_COLUMNS: Tournament['standingColumns'] = [
  { ordering: 1, type: 'POINTS' },
  { ordering: 2, type: 'WINS' },
  { ordering: 3, type: 'LOSSES' },
  { ordering: 4, type: 'SETS_DIFFERENCE' },
  { ordering: 5, type: 'POINTS_DIFFERENCE' },
  { ordering: 6, type: 'GAMES_PLAYED' },
]

/** A club and its courts, in display order. */
export function newClub(
  fields: Pick<Club, 'idx' | 'name' | 'address'> & Partial<Club>,
  courts: { idx: (i: number) => string; names: readonly string[] },
): Club {
  return {
    website: null,
    image: null,
    location: null,
    courts: courts.names.map((name, i) => ({ idx: courts.idx(i), name, position: i + 1 })),
    ...fields,
  }
}
