import type { Club, Tournament } from '../dataset-schema.ts'
import { buildContext, liveScheduleStart } from '../context.ts'
import { poolRankDetails } from '../game-factory.ts'
import { mainTournament, newClub, newDivision } from '../factories.ts'
import { addEliminationRound, addPoolRound, playTournament, scheduleTournament, teamSlots } from '../kit.ts'
import { playUntil } from '../play-in-time.ts'
import { LANDMARKS } from '../landmarks.ts'
import { makeTeams } from '../teams.ts'
import { sponsors, tiebreakRules, type Catalog } from '../catalog.ts'

const { livePadel: landmark } = LANDMARKS
const HOUR = 3_600_000
const DAY = 24 * HOUR
/** Today's slots: the rest of the schedule is tomorrow's. */
const SLOTS_TODAY = 10
/** The slots of the schedule whose women's draw games were played the day before. */
const WOMEN_SLOTS_YESTERDAY = 3
const COURTS = ['Pista Central', 'Pista 2 (Cristal)', 'Pista 3', 'Pista 4', 'Pista 5', 'Pista 6 – Exterior']

/**
 * The padel tournament under way on the anchor's day: the schedule starts five hours before the
 * anchor (not before midnight UTC), so at the anchor some games are over, some live and the rest
 * wait. Each hour-long slot has one game per court. It spans three days, as an order of play does:
 * the women's first two draw rounds were played the day before, and the last two slots (the men's
 * final stage) are tomorrow's. `inTime`: played in time up to the anchor (`playUntil`), as the
 * real-time simulation plays it on, so games run long or short and courts fall behind their
 * printed times; else each game fills its printed slot exactly.
 */
export function buildLivePadel(
  seed: number,
  anchor: Date,
  catalog: Catalog,
  inTime = false,
): { tournament: Tournament; club: Club } {
  const ctx = buildContext(seed, 'live-padel')
  const club = newClub(
    {
      idx: landmark.clubIdx,
      name: 'Padel Arena Riverside',
      address: 'Carrer de la Marina 12, 08005 Barcelona',
      website: 'https://padel-arena.courtside.example',
      image: 'https://images.courtside.example/clubs/padel-arena.jpg',
      location: {
        formattedAddress: 'Carrer de la Marina, 12, 08005 Barcelona, Spain',
        city: 'Barcelona',
        country: 'Spain',
        postalCode: '08005',
        province: 'Barcelona',
        lat: 41.3902,
        lng: 2.1962,
      },
    },
    { idx: (i) => ctx.id('court', i), names: COURTS },
  )
  const start = liveScheduleStart(anchor, 5)
  const [men, women, mixed] = catalog.circuitCategories
  const tournament = mainTournament(
    { start: new Date(start.getTime() - DAY), days: 2, hours: 2, createdDaysBefore: 39, club },
    {
      idx: landmark.tournamentIdx,
      slug: 'riverside-padel-open',
      name: 'Riverside Padel Open',
      type: 'TOURNAMENT',
      sport: 'PADEL',
      status: 'IN_PROGRESS',
      timezone: 'Europe/Madrid',
      circuitIdx: catalog.circuits[0]?.idx ?? null,
      circuitCategoryIdx: men?.idx ?? null,
      inscriptionCost: 40,
      totalPrize: 3000,
      sponsors: sponsors(ctx, 2),
      rankedTiebreakRules: tiebreakRules(ctx, 3),
    },
  )
  const { createdAt } = tournament
  const division = (idx: string, name: string, number: number, categoryIdx: string | null, count: number) => {
    const created = newDivision({
      idx,
      name,
      number,
      color: ['#1f4e9c', '#b0306b', '#2c8a4b', '#777777'][number - 1] ?? '#777777',
      isDoubles: true,
      createdAt,
      circuitCategoryIdx: categoryIdx,
      maxRegistrations: count,
      teams: makeTeams(ctx, { key: name, count, doubles: true, seeded: Math.min(4, count), createdAt }),
    })
    tournament.divisions.push(created)
    return created
  }
  const menDivision = division(landmark.menDivisionIdx, 'Men open', 1, men?.idx ?? null, 16)
  const womenDivision = division(landmark.womenDivisionIdx, 'Women open', 2, women?.idx ?? null, 12)
  const mixedDivision = division(landmark.mixedDivisionIdx, 'Mixed', 3, mixed?.idx ?? null, 6)
  const hiddenDivision = division(landmark.hiddenDivisionIdx, 'Staff exhibition', 4, null, 4)
  hiddenDivision.isVisible = false

  addPoolRound(ctx, tournament, menDivision, {
    key: 'men-pools',
    idx: landmark.poolRoundIdx,
    name: 'Group stage',
    number: 1,
    poolCount: 4,
  })
  const crossing: Array<[number, number]> = [
    [1, 1],
    [2, 2],
    [3, 1],
    [4, 2],
    [4, 1],
    [3, 2],
    [2, 1],
    [1, 2],
  ]
  addEliminationRound(ctx, tournament, menDivision, {
    key: 'men-bracket',
    idx: landmark.bracketRoundIdx,
    name: 'Final stage',
    number: 2,
    inLineOrder: true,
    slots: crossing.map(([pool, rank]) => ({ kind: 'placeholder', details: poolRankDetails(pool, rank) })),
    sideDraws: ['third-place'],
  })
  addEliminationRound(ctx, tournament, womenDivision, {
    key: 'women-bracket',
    idx: landmark.womenBracketRoundIdx,
    name: 'Main draw',
    number: 1,
    slots: teamSlots(womenDivision.teams),
    sideDraws: ['third-place', 'fifth-place'],
  })
  addPoolRound(ctx, tournament, mixedDivision, {
    key: 'mixed',
    idx: landmark.mixedPoolRoundIdx,
    name: 'Round robin',
    number: 1,
    poolCount: 1,
  })
  addPoolRound(ctx, tournament, hiddenDivision, {
    key: 'hidden',
    idx: landmark.hiddenRoundIdx,
    name: 'Exhibition',
    number: 1,
    poolCount: 1,
    settings: { isVisible: false },
  })
  scheduleTournament(tournament, club.courts, { start, slotMinutes: 60, slotsPerDay: SLOTS_TODAY })
  // The women's first two draw rounds were played the day before, at the same hours.
  const playedYesterday = start.getTime() + WOMEN_SLOTS_YESTERDAY * HOUR
  const womenRound = tournament.rounds.find((round) => round.idx === landmark.womenBracketRoundIdx)
  for (const game of womenRound?.games ?? []) {
    if (game.time && Date.parse(game.time) < playedYesterday) {
      game.time = new Date(Date.parse(game.time) - DAY).toISOString()
    }
  }
  // In time, games live at the anchor show no score yet: the live simulation plays their sets on.
  if (inTime) playUntil(tournament, anchor.getTime(), { setBySet: false })
  else playTournament(ctx, tournament, anchor)
  return { tournament, club }
}
