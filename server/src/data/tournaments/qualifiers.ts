import type { Club, Tournament } from '../dataset-schema.ts'
import { buildContext, dayAt } from '../context.ts'
import { mainTournament, newDivision } from '../factories.ts'
import { addEliminationRound, playTournament, scheduleTournament, teamSlots } from '../kit.ts'
import { LANDMARKS } from '../landmarks.ts'
import { makeTeams } from '../teams.ts'

const { qualifiers: landmark } = LANDMARKS
const QUALIFIERS = 4

/**
 * A finished tennis event with qualifying: sixteen players (`drawAssignment` QUALIFYING) play a
 * QUALIFIERS_ROUND until four are left; those four join the twelve direct entries in the main draw.
 */
export function buildQualifiers(seed: number, anchor: Date, club: Club): Tournament {
  const ctx = buildContext(seed, 'qualifiers')
  const start = dayAt(anchor, -62, 8)
  const tournament = mainTournament(
    { start, days: 6, hours: 10, createdDaysBefore: 45, club },
    {
      idx: landmark.tournamentIdx,
      slug: 'riverside-challenger',
      name: 'Riverside Challenger',
      type: 'TOURNAMENT',
      sport: 'TENNIS',
      status: 'COMPLETED',
      timezone: 'Europe/Lisbon',
      matchDays: 7,
      totalPrize: 25_000,
    },
  )
  const { createdAt } = tournament
  const direct = makeTeams(ctx, { key: 'direct', count: 12, doubles: false, seeded: 4, createdAt })
  const qualifying = makeTeams(ctx, {
    key: 'qualifying',
    count: 16,
    doubles: false,
    seeded: 0,
    createdAt,
    drawAssignment: 'QUALIFYING',
  })
  const division = newDivision({
    idx: landmark.divisionIdx,
    name: "Men's singles",
    number: 1,
    color: '#0b6e4f',
    isDoubles: false,
    createdAt,
    teams: [...direct, ...qualifying],
  })
  tournament.divisions.push(division)
  const qualifyingRound = addEliminationRound(ctx, tournament, division, {
    key: 'qualifying',
    idx: landmark.qualifiersRoundIdx,
    name: 'Qualifying',
    number: 1,
    slots: teamSlots(qualifying),
    qualifiers: QUALIFIERS,
  })
  scheduleTournament(tournament, club.courts, { start, slotMinutes: 120, slotsPerDay: 4 })
  playTournament(ctx, tournament, 'all')
  const lastOrder = Math.max(...(qualifyingRound.draws[0]?.rounds.map((drawRound) => drawRound.order) ?? [0]))
  const lastDrawRound = qualifyingRound.draws[0]?.rounds.find((drawRound) => drawRound.order === lastOrder)
  const qualified = new Set(
    qualifyingRound.games
      .filter((game) => game.drawRoundIdx === lastDrawRound?.idx)
      .map((game) => game.winnerIdx),
  )
  for (const team of qualifying) team.qualifierStatus = qualified.has(team.idx) ? 'QUALIFIED' : 'ELIMINATED'
  const qualifiers = qualifying.filter((team) => qualified.has(team.idx))
  addEliminationRound(ctx, tournament, division, {
    key: 'main',
    idx: landmark.mainDrawRoundIdx,
    name: 'Main draw',
    number: 2,
    slots: [
      ...teamSlots(direct),
      ...qualifiers.map((team, i) => ({
        kind: 'team' as const,
        teamIdx: team.idx,
        details: {
          label: `Qualifier ${i + 1}`,
          teamNumber: direct.length + i + 1,
          poolNumber: null,
          poolRank: null,
          sourceGameNumber: null,
          sourceResult: 'QUALIFIER',
        },
      })),
    ],
    sideDraws: ['third-place'],
  })
  scheduleTournament(tournament, club.courts, { start, slotMinutes: 120, slotsPerDay: 4 })
  playTournament(ctx, tournament, 'all')
  return tournament
}
