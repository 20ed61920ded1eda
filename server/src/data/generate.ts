import { DATASET_FORMAT, DATASET_VERSION, type Dataset, type Tournament } from './dataset-schema.ts'
import { buildCatalog } from './catalog.ts'
import { buildContext } from './context.ts'
import { LANDMARKS } from './landmarks.ts'
import { buildRolandGarros } from './roland-garros.ts'
import { buildDrawSizes } from './tournaments/draw-sizes.ts'
import { buildGenericTournament, type GenericSpec } from './tournaments/generic.ts'
import { buildHostileText } from './tournaments/hostile-text.ts'
import { buildLeague, buildTeamLeague } from './tournaments/leagues.ts'
import { buildLivePadel } from './tournaments/live-padel.ts'
import { buildLivePickleball } from './tournaments/live-pickleball.ts'
import { buildManyTournaments } from './tournaments/many-tournaments.ts'
import { buildQualifiers } from './tournaments/qualifiers.ts'

export const DEFAULT_SEED = 20250614
/** The default "now" of the data: tests get the same dataset on every run. */
export const DEFAULT_ANCHOR = '2025-06-14T12:00:00.000Z'

/** Generic tournaments beside the landmarks, per owner: the main organization gets 122 tournaments in all. */
const GENERIC_COUNTS = { main: 112, second: 9, personal: 2 }

/** Landmarks that are generated tournaments with a few things fixed. */
const LANDMARK_SPECS: GenericSpec[] = [
  {
    key: 'landmark/draft',
    organizationIdx: LANDMARKS.mainOrganization.idx,
    idx: LANDMARKS.draft.tournamentIdx,
    status: 'DRAFT',
    weekOffset: 8,
  },
  {
    key: 'landmark/archived',
    organizationIdx: LANDMARKS.mainOrganization.idx,
    idx: LANDMARKS.archived.tournamentIdx,
    status: 'ARCHIVED',
    weekOffset: -80,
  },
  {
    key: 'landmark/second',
    organizationIdx: LANDMARKS.secondOrganization.idx,
    idx: LANDMARKS.secondOrganizationTournament.tournamentIdx,
    firstDivisionIdx: LANDMARKS.secondOrganizationTournament.divisionIdx,
    firstRoundIdx: LANDMARKS.secondOrganizationTournament.roundIdx,
    status: 'COMPLETED',
    weekOffset: -2,
  },
  {
    key: 'landmark/personal',
    organizationIdx: null,
    idx: LANDMARKS.personal.tournamentIdx,
    firstRoundIdx: LANDMARKS.personal.roundIdx,
    status: 'COMPLETED',
    weekOffset: -3,
  },
]

export interface GenerateOptions {
  /** Varies every generated name, result and idx except the landmarks'. */
  seed?: number
  /**
   * The instant the data is "now" for: tournaments before it are finished, the live ones are
   * under way at it (their games scheduled around it), later ones upcoming.
   */
  anchor?: Date | string
  /**
   * The live padel day played in time up to the anchor (`playUntil`: games as long as their scores
   * say, courts running late), as the real-time simulation plays it on: what `--simulate-in-time`
   * (npm start) serves. Off: games of exactly their printed slot, the data tests are written on.
   */
  playInTime?: boolean
}

/**
 * The demo dataset: the same for the same seed and anchor, on every run and machine. No side
 * effects besides reading the Roland Garros CSV that ships with the server.
 */
export function generateDemoDataset(options: GenerateOptions = {}): Dataset {
  const seed = options.seed ?? DEFAULT_SEED
  const anchor = new Date(options.anchor ?? DEFAULT_ANCHOR)
  if (Number.isNaN(anchor.getTime())) throw new Error(`not a date: ${String(options.anchor)}`)
  const catalog = buildCatalog(buildContext(seed, 'catalog'), anchor.getUTCFullYear())
  const club = (i: number) => {
    const found = catalog.clubs[i]
    if (!found) throw new Error(`no club ${i}`)
    return found
  }
  const rolandGarros = buildRolandGarros()
  const livePadel = buildLivePadel(seed, anchor, catalog, options.playInTime === true)
  const livePickleball = buildLivePickleball(seed, anchor, catalog)
  const hostile = buildHostileText(seed, anchor)
  const main = LANDMARKS.mainOrganization.idx
  const second = LANDMARKS.secondOrganization.idx
  const generic = (owner: keyof typeof GENERIC_COUNTS, organizationIdx: string | null) =>
    Array.from({ length: GENERIC_COUNTS[owner] }, (_, i) =>
      buildGenericTournament(seed, anchor, catalog, { key: `${owner}/${i}`, organizationIdx }),
    )
  const tournaments: Tournament[] = [
    rolandGarros.tournament,
    livePadel.tournament,
    livePickleball.tournament,
    hostile.tournament,
    buildQualifiers(seed, anchor, club(1)),
    buildDrawSizes(seed, anchor, club(4)),
    buildTeamLeague(seed, anchor, club(0)),
    buildLeague(seed, anchor, club(2)),
    ...LANDMARK_SPECS.map((spec) => buildGenericTournament(seed, anchor, catalog, spec)),
    ...generic('main', main),
    ...generic('second', second),
    ...generic('personal', null),
    ...buildManyTournaments(seed, anchor, catalog),
  ]
  return {
    format: DATASET_FORMAT,
    version: DATASET_VERSION,
    organizations: catalog.organizations,
    clubs: [...catalog.clubs, rolandGarros.club, livePadel.club, livePickleball.club, hostile.club],
    circuits: catalog.circuits,
    circuitCategories: catalog.circuitCategories,
    tournaments,
  }
}
