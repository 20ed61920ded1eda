import type { Club, Tournament } from '../dataset-schema.ts'
import { buildContext, dayAt } from '../context.ts'
import { bracketSizeFor } from '../elimination.ts'
import { mainTournament, newDivision } from '../factories.ts'
import { addEliminationRound, playTournament, scheduleTournament, teamSlots } from '../kit.ts'
import { DRAW_SIZES, LANDMARKS } from '../landmarks.ts'
import { makeTeams } from '../teams.ts'

const { drawSizes: landmark } = LANDMARKS

/**
 * A finished padel event with one division and one single-elimination round per draw size, from 2
 * to 128 teams: byes where the size is not a power of two, a quarter of the draw seeded, a
 * 3rd-place play-off from 4 teams up, a consolation draw for first-round losers from 16 up.
 */
export function buildDrawSizes(seed: number, anchor: Date, club: Club): Tournament {
  const ctx = buildContext(seed, 'draw-sizes')
  const start = dayAt(anchor, -100, 8)
  const tournament = mainTournament(
    { start, days: 20, createdDaysBefore: 30, club },
    {
      idx: landmark.tournamentIdx,
      slug: 'bracket-sizes-festival',
      name: 'Bracket Sizes Festival',
      type: 'TOURNAMENT',
      sport: 'PADEL',
      status: 'COMPLETED',
      matchDays: 20,
    },
  )
  const { createdAt } = tournament
  DRAW_SIZES.forEach((size, i) => {
    const division = newDivision({
      idx: ctx.id('division', size),
      name: `Draw of ${size}`,
      number: i + 1,
      color: '#335c81',
      isDoubles: true,
      createdAt,
      maxRegistrations: size,
      teams: makeTeams(ctx, {
        key: `size-${size}`,
        count: size,
        doubles: true,
        seeded: Math.max(1, bracketSizeFor(size) / 4),
        createdAt,
      }),
    })
    tournament.divisions.push(division)
    addEliminationRound(ctx, tournament, division, {
      key: `size-${size}`,
      idx: landmark.roundIdxBySize[size],
      name: `Draw of ${size}`,
      number: 1,
      slots: teamSlots(division.teams),
      sideDraws: size >= 16 ? ['third-place', 'consolation'] : size >= 4 ? ['third-place'] : [],
    })
  })
  scheduleTournament(tournament, club.courts, { start, slotMinutes: 60, slotsPerDay: 12 })
  playTournament(ctx, tournament, 'all')
  return tournament
}
