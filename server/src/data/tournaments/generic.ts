import type { Division, Sport, Tournament, TournamentStatus, TournamentType } from '../dataset-schema.ts'
import { buildContext, dateAfter, dayAt, type BuildContext } from '../context.ts'
import { poolRankDetails } from '../game-factory.ts'
import { newDivision, newTournament } from '../factories.ts'
import { addEliminationRound, addPoolRound, playTournament, scheduleTournament, teamSlots } from '../kit.ts'
import { CITIES, COLORS, EVENT_WORDS, SEASONS } from '../names.ts'
import { makeTeams } from '../teams.ts'
import { sponsors, tiebreakRules, type Catalog } from '../catalog.ts'

/** What a caller may fix about a generated tournament; the rest comes from the seed. */
export interface GenericSpec {
  /** Keys the random choices and ids, e.g. `main/17`. */
  key: string
  organizationIdx: string | null
  idx?: string
  firstDivisionIdx?: string
  firstRoundIdx?: string
  status?: TournamentStatus
  /** Start this many weeks from the anchor's day (negative: in the past). */
  weekOffset?: number
}

const SPORT_WORDS: Record<Sport, string> = { PADEL: 'Padel', TENNIS: 'Tennis', PICKLEBALL: 'Pickleball' }
const DIVISION_NAMES: Record<Sport, string[]> = {
  PADEL: ['Men 1st category', 'Women 1st category', 'Mixed 2nd category', 'Men 3rd category'],
  TENNIS: ["Men's singles", "Women's singles", "Men's doubles", 'Juniors U16'],
  PICKLEBALL: ['Mixed doubles 3.5', "Men's doubles 4.0", "Women's doubles 4.0", 'Singles open'],
}
const TYPES: TournamentType[] = [
  'TOURNAMENT',
  'TOURNAMENT',
  'TOURNAMENT',
  'TOURNAMENT',
  'LEAGUE',
  'INDIVIDUAL_LEAGUE',
  'TEAM_LEAGUE',
]

/**
 * A plausible tournament of any sport, type and status: its status follows its dates around the
 * anchor (finished ones played to the end, those under way played up to the anchor), with one to
 * three divisions played as a draw, as pools, or as pools then a draw.
 */
export function buildGenericTournament(
  seed: number,
  anchor: Date,
  catalog: Catalog,
  spec: GenericSpec,
): Tournament {
  const ctx = buildContext(seed, spec.key)
  const { random } = ctx
  const sport = random.pick(['PADEL', 'PADEL', 'TENNIS', 'PICKLEBALL'] as const)
  const type = random.pick(TYPES)
  const isLeague = type !== 'TOURNAMENT'
  const start = dayAt(anchor, (spec.weekOffset ?? random.int(-120, 26)) * 7, 8)
  const end = new Date(Date.parse(dateAfter(start, isLeague ? random.int(28, 70) : random.int(0, 2), 10)))
  const status = spec.status ?? statusAt(ctx, start, end, anchor)
  const club = status === 'IN_PROGRESS' || random.chance(0.8) ? random.pick(catalog.clubs) : null
  const city = random.pick(CITIES)
  const name = `${city} ${SPORT_WORDS[sport]} ${isLeague ? `${random.pick(SEASONS)} League` : random.pick(EVENT_WORDS)} ${start.getUTCFullYear()}`
  const createdAt = dateAfter(start, -random.int(20, 60))
  const inCircuit = random.chance(0.25)
  const tournament = newTournament({
    idx: spec.idx ?? ctx.id('tournament'),
    organizationIdx: spec.organizationIdx,
    slug: `${slugify(name)}-${spec.key.replace(/\W+/g, '-')}`,
    name,
    type,
    sport,
    status,
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    createdAt,
    timezone: random.pick(['Europe/Madrid', 'Europe/London', 'America/New_York', 'Australia/Sydney']),
    addOneHour: random.chance(0.1),
    matchDays: isLeague ? random.int(5, 10) : 1,
    americanoRounds: random.chance(0.1) ? random.int(3, 7) : null,
    scheduleType: club ? 'FIXED_TIMES' : 'FLEXIBLE',
    isPublic: random.chance(0.9),
    isFormatComplete: status !== 'DRAFT',
    whoCanSubmit: random.pick(['ORGANIZER', 'PLAYERS']),
    resultApprovalMode: random.pick(['AUTOMATIC', 'MANUAL']),
    displayPoints: random.chance(0.7),
    matchdayBonusEnabled: isLeague && random.chance(0.3),
    inscriptionCost: random.pick([0, 15, 25, 40]),
    totalPrize: random.pick([0, 0, 500, 1200, 5000]),
    clubIdx: club?.idx ?? null,
    circuitIdx: inCircuit ? random.pick(catalog.circuits).idx : null,
    circuitCategoryIdx: inCircuit ? random.pick(catalog.circuitCategories).idx : null,
    sponsors: random.chance(0.3) ? sponsors(ctx, random.int(1, 3)) : [],
    rankedTiebreakRules: random.chance(0.4) ? tiebreakRules(ctx, random.int(1, 3)) : [],
  })
  const divisionCount = random.int(1, 3)
  for (let d = 0; d < divisionCount; d++) {
    const division = addDivision(ctx, tournament, d, d === 0 ? spec.firstDivisionIdx : undefined)
    if (status !== 'DRAFT') addFormat(ctx, tournament, division, d === 0 ? spec.firstRoundIdx : undefined)
  }
  if (club)
    scheduleTournament(tournament, club.courts, { start, slotMinutes: 60, slotsPerDay: isLeague ? 2 : 10 })
  const played =
    status === 'COMPLETED' || status === 'ARCHIVED' ? 'all' : status === 'IN_PROGRESS' ? anchor : 'none'
  playTournament(ctx, tournament, played)
  return tournament
}

function statusAt(ctx: BuildContext, start: Date, end: Date, anchor: Date): TournamentStatus {
  if (end < anchor)
    return anchor.getTime() - end.getTime() > 365 * 86_400_000 && ctx.random.chance(0.4)
      ? 'ARCHIVED'
      : 'COMPLETED'
  if (start > anchor) return ctx.random.chance(0.15) ? 'DRAFT' : 'UPCOMING'
  return 'IN_PROGRESS'
}

function addDivision(
  ctx: BuildContext,
  tournament: Tournament,
  d: number,
  idx: string | undefined,
): Division {
  const { random } = ctx
  const isDoubles = tournament.sport !== 'TENNIS' || random.chance(0.4)
  const isLeague = tournament.type !== 'TOURNAMENT'
  const count = isLeague ? random.pick([4, 6, 8]) : random.pick([4, 6, 8, 8, 12, 16])
  const division = newDivision({
    idx: idx ?? ctx.id('division', d),
    name: DIVISION_NAMES[tournament.sport][d] ?? `Division ${d + 1}`,
    number: d + 1,
    color: COLORS[(d * 3 + tournament.name.length) % COLORS.length] ?? '#444444',
    isDoubles,
    // One division in ten is hidden from public pages.
    isVisible: !random.chance(0.1),
    price: random.chance(0.3) ? random.pick([10, 20, 35]) : null,
    maxRegistrations: random.chance(0.5) ? count : null,
    createdAt: tournament.createdAt,
    teams: makeTeams(ctx, {
      key: `division-${d}`,
      count,
      doubles: isDoubles,
      seeded: isLeague ? 0 : Math.floor(count / 4),
      createdAt: tournament.createdAt,
      leagueTeams: tournament.type === 'TEAM_LEAGUE',
    }),
  })
  tournament.divisions.push(division)
  return division
}

function addFormat(
  ctx: BuildContext,
  tournament: Tournament,
  division: Division,
  idx: string | undefined,
): void {
  const { random } = ctx
  const key = `division-${division.number}`
  const settings = {
    isVisible: !random.chance(0.05),
    ...(tournament.sport === 'PICKLEBALL' ? { pointsPerSet: 11 } : {}),
  }
  const teams = division.teams.length
  const format =
    tournament.type !== 'TOURNAMENT'
      ? 'pools'
      : random.pick(['draw', 'draw', 'pools', 'pools-then-draw'] as const)
  if (format === 'draw') {
    addEliminationRound(ctx, tournament, division, {
      key,
      idx,
      name: 'Main draw',
      number: 1,
      slots: teamSlots(division.teams),
      sideDraws: teams >= 8 && random.chance(0.4) ? ['third-place'] : [],
      settings,
    })
    return
  }
  const poolCount = format === 'pools' ? (teams > 8 ? 2 : 1) : Math.max(2, teams / 4)
  addPoolRound(ctx, tournament, division, {
    key: `${key}-pools`,
    idx,
    name: 'Group stage',
    number: 1,
    poolCount,
    settings,
  })
  if (format !== 'pools-then-draw') return
  const slots = [1, 2].flatMap((rank) =>
    Array.from({ length: poolCount }, (_, p) => ({
      kind: 'placeholder' as const,
      details: poolRankDetails(p + 1, rank),
    })),
  )
  addEliminationRound(ctx, tournament, division, { key, name: 'Knockout', number: 2, slots, settings })
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
