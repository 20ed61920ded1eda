import type { Club, Tournament } from '../dataset-schema.ts'
import { buildContext, liveScheduleStart } from '../context.ts'
import { poolRankDetails } from '../game-factory.ts'
import { mainTournament, newClub, newDivision } from '../factories.ts'
import { addEliminationRound, addPoolRound, playTournament, scheduleTournament } from '../kit.ts'
import { LANDMARKS } from '../landmarks.ts'
import { makeTeams } from '../teams.ts'
import type { Catalog } from '../catalog.ts'

const { livePickleball: landmark } = LANDMARKS

/**
 * A pickleball tournament under way on the anchor's day (from three hours before it): two pools of six (games to 11 points,
 * best of three), then a bracket of the top three of each pool, the pool winners with a bye.
 */
export function buildLivePickleball(
  seed: number,
  anchor: Date,
  catalog: Catalog,
): { tournament: Tournament; club: Club } {
  const ctx = buildContext(seed, 'live-pickleball')
  const club = newClub(
    {
      idx: ctx.id('club'),
      name: 'Dink Street Pickleball',
      address: '400 Harbor Blvd',
      website: 'https://dink-street.courtside.example',
    },
    { idx: (i) => ctx.id('court', i), names: ['Court A', 'Court B', 'Court C', 'Court D'] },
  )
  const start = liveScheduleStart(anchor, 3)
  const tournament = mainTournament(
    { start, hours: 12, createdDaysBefore: 30, club },
    {
      idx: landmark.tournamentIdx,
      slug: 'harbor-pickleball-classic',
      name: 'Harbor Pickleball Classic',
      type: 'TOURNAMENT',
      sport: 'PICKLEBALL',
      status: 'IN_PROGRESS',
      timezone: 'America/Los_Angeles',
      circuitIdx: catalog.circuits[1]?.idx ?? null,
      circuitCategoryIdx: catalog.circuitCategories[2]?.idx ?? null,
      inscriptionCost: 25,
    },
  )
  const { createdAt } = tournament
  const division = newDivision({
    idx: landmark.divisionIdx,
    name: 'Mixed doubles 4.0',
    number: 1,
    color: '#2c8a4b',
    isDoubles: true,
    createdAt,
    teams: makeTeams(ctx, { key: 'mixed', count: 12, doubles: true, seeded: 4, createdAt }),
  })
  tournament.divisions.push(division)
  const settings = { numberOfSets: 3, pointsPerSet: 11 }
  addPoolRound(ctx, tournament, division, {
    key: 'pools',
    idx: landmark.poolRoundIdx,
    name: 'Pool play',
    number: 1,
    poolCount: 2,
    settings,
  })
  const byStrength: Array<[number, number]> = [
    [1, 1],
    [2, 1],
    [1, 2],
    [2, 2],
    [1, 3],
    [2, 3],
  ]
  addEliminationRound(ctx, tournament, division, {
    key: 'bracket',
    idx: landmark.bracketRoundIdx,
    name: 'Medal bracket',
    number: 2,
    slots: byStrength.map(([pool, rank]) => ({ kind: 'placeholder', details: poolRankDetails(pool, rank) })),
    sideDraws: ['third-place'],
    settings,
  })
  scheduleTournament(tournament, club.courts, { start, slotMinutes: 40, slotsPerDay: 30 })
  playTournament(ctx, tournament, anchor)
  return { tournament, club }
}
