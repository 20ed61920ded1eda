import type { Sport, Tournament, TournamentStatus } from '../dataset-schema.ts'
import { buildContext, dateAfter, dayAt } from '../context.ts'
import { newDivision, newTournament } from '../factories.ts'
import { addPoolRound, playTournament, scheduleTournament } from '../kit.ts'
import { LANDMARKS } from '../landmarks.ts'
import { CITIES, EVENT_WORDS } from '../names.ts'
import { makeTeams } from '../teams.ts'
import type { Catalog } from '../catalog.ts'
import { slugify } from './generic.ts'

/** How many tournaments the many-tournaments organization has: more than two pages of 100. */
export const MANY_TOURNAMENTS = 250

/** Weeks after the anchor's week of the newest one: a few are still to come. */
const NEWEST_WEEK = 5

const SPORTS: readonly Sport[] = ['PADEL', 'PICKLEBALL', 'TENNIS']
const SPORT_WORDS: Record<Sport, string> = { PADEL: 'Padel', TENNIS: 'Tennis', PICKLEBALL: 'Pickleball' }

/**
 * The many-tournaments organization's tournaments: one small event a week, from five weeks after
 * the anchor's day back almost five years, each one division of three teams playing one pool, so 250
 * of them cost little to generate and serve. Names cycle through cities, sports and event words
 * and carry the year, so no two are alike; the oldest is the landmark "Gdańsk Lantern Cup".
 * Statuses follow the dates: past ones COMPLETED (ARCHIVED after two years), the one under way at
 * the anchor IN_PROGRESS, later ones UPCOMING (the newest a DRAFT).
 */
export function buildManyTournaments(seed: number, anchor: Date, catalog: Catalog): Tournament[] {
  return Array.from({ length: MANY_TOURNAMENTS }, (_, k) => buildOne(seed, anchor, catalog, k))
}

function buildOne(seed: number, anchor: Date, catalog: Catalog, k: number): Tournament {
  const ctx = buildContext(seed, `many/${k}`)
  const landmark = k === MANY_TOURNAMENTS - 1 ? LANDMARKS.manyTournamentsOldest : undefined
  const start = dayAt(anchor, (NEWEST_WEEK - k) * 7, 9)
  const end = new Date(Date.parse(dateAfter(start, 0, 8)))
  const sport = SPORTS[k % SPORTS.length] ?? 'PADEL'
  const city = CITIES[k % CITIES.length] ?? 'Leeds'
  const word = EVENT_WORDS[(k * 7) % EVENT_WORDS.length] ?? 'Open'
  const name = landmark?.name ?? `${city} ${SPORT_WORDS[sport]} ${word} ${start.getUTCFullYear()}`
  const status = statusAt(start, end, anchor, k === 0)
  const club = catalog.clubs[k % catalog.clubs.length]
  const tournament = newTournament({
    idx: landmark?.tournamentIdx ?? ctx.id('tournament'),
    organizationIdx: LANDMARKS.manyOrganization.idx,
    slug: `${slugify(name)}-many-${k}`,
    name,
    type: 'TOURNAMENT',
    sport,
    status,
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    createdAt: dateAfter(start, -21),
    timezone: 'Europe/London',
    isFormatComplete: status !== 'DRAFT',
    clubIdx: club?.idx ?? null,
  })
  const { createdAt } = tournament
  const doubles = sport !== 'TENNIS'
  const division = newDivision({
    idx: landmark?.divisionIdx ?? ctx.id('division'),
    name: doubles ? 'Mixed doubles' : 'Open singles',
    number: 1,
    color: '#2c8a4b',
    isDoubles: doubles,
    createdAt,
    teams: makeTeams(ctx, { key: 'open', count: 3, doubles, seeded: 0, createdAt }),
  })
  tournament.divisions.push(division)
  addPoolRound(ctx, tournament, division, {
    key: 'pool',
    idx: landmark?.roundIdx,
    name: 'Round robin',
    number: 1,
    poolCount: 1,
    settings: sport === 'PICKLEBALL' ? { pointsPerSet: 11 } : {},
  })
  if (club) scheduleTournament(tournament, club.courts, { start, slotMinutes: 60, slotsPerDay: 10 })
  const played =
    status === 'COMPLETED' || status === 'ARCHIVED' ? 'all' : status === 'IN_PROGRESS' ? anchor : 'none'
  playTournament(ctx, tournament, played)
  return tournament
}

function statusAt(start: Date, end: Date, anchor: Date, newest: boolean): TournamentStatus {
  if (end < anchor) return anchor.getTime() - end.getTime() > 2 * 365 * 86_400_000 ? 'ARCHIVED' : 'COMPLETED'
  if (start > anchor) return newest ? 'DRAFT' : 'UPCOMING'
  return 'IN_PROGRESS'
}
