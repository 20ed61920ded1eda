import type { Club, Tournament } from '../dataset-schema.ts'
import { buildContext, dayAt } from '../context.ts'
import { entryDetails, newGame } from '../game-factory.ts'
import { mainTournament, newDivision, newRound } from '../factories.ts'
import { addPoolRound, playTournament, scheduleTournament } from '../kit.ts'
import { LANDMARKS } from '../landmarks.ts'
import { courtNamesOf } from '../schedule.ts'
import { makeTeams } from '../teams.ts'

/**
 * A TEAM_LEAGUE under way (a match day a day, two games a match day): its teams play for league
 * teams (`leagueTeam`), and an all-star round belongs to no division (`division: null`).
 */
export function buildTeamLeague(seed: number, anchor: Date, club: Club): Tournament {
  const landmark = LANDMARKS.teamLeague
  const ctx = buildContext(seed, 'team-league')
  const start = dayAt(anchor, -5, 17)
  const tournament = mainTournament(
    { start, days: 14, createdDaysBefore: 20, club },
    {
      idx: landmark.tournamentIdx,
      slug: 'riverside-team-league',
      name: 'Riverside Team League',
      type: 'TEAM_LEAGUE',
      sport: 'PADEL',
      status: 'IN_PROGRESS',
      matchDays: 7,
      scheduleType: 'MATCH_DAYS',
      whoCanSubmit: 'PLAYERS',
      resultApprovalMode: 'MANUAL',
      matchdayBonusEnabled: true,
      courtNames: courtNamesOf(club.courts.slice(0, 2)),
    },
  )
  const { createdAt } = tournament
  const division = newDivision({
    idx: landmark.divisionIdx,
    name: 'Premier',
    number: 1,
    color: '#6a3d9a',
    isDoubles: true,
    createdAt,
    minParticipants: 4,
    maxParticipants: 8,
    teams: makeTeams(ctx, {
      key: 'premier',
      count: 8,
      doubles: true,
      seeded: 0,
      createdAt,
      leagueTeams: true,
    }),
  })
  tournament.divisions.push(division)
  addPoolRound(ctx, tournament, division, {
    key: 'season',
    idx: landmark.roundIdx,
    name: 'Regular season',
    number: 1,
    poolCount: 1,
    settings: { gamesPerTeam: 7 },
  })
  const [a, b, c, d] = division.teams
  const allStar = newRound({
    idx: landmark.roundWithoutDivisionIdx,
    divisionIdx: null,
    name: 'All-star exhibition',
    type: 'ROUND_ROBIN_ROUND',
    number: 2,
    createdAt,
    games: [
      [a, b],
      [c, d],
    ].map(([home, away], i) =>
      newGame({
        idx: ctx.id('all-star', i + 1),
        number: i + 1,
        createdAt,
        homeTeamDetails: entryDetails(home?.name ?? '', 1),
        awayTeamDetails: entryDetails(away?.name ?? '', 2),
        homeTeamIdx: home?.idx ?? null,
        awayTeamIdx: away?.idx ?? null,
      }),
    ),
  })
  tournament.rounds.push(allStar)
  scheduleTournament(tournament, club.courts.slice(0, 2), { start, slotMinutes: 90, slotsPerDay: 1 })
  playTournament(ctx, tournament, anchor)
  return tournament
}

/** A finished LEAGUE whose games play both sets whatever the score, so some end level. */
export function buildLeague(seed: number, anchor: Date, club: Club): Tournament {
  const landmark = LANDMARKS.league
  const ctx = buildContext(seed, 'league')
  const start = dayAt(anchor, -200, 18)
  const tournament = mainTournament(
    { start, days: 35, createdDaysBefore: 20 },
    {
      idx: landmark.tournamentIdx,
      slug: 'winter-doubles-league',
      name: 'Winter Doubles League',
      type: 'LEAGUE',
      sport: 'PADEL',
      status: 'COMPLETED',
      matchDays: 5,
      scheduleType: 'FLEXIBLE',
      clubIdx: club.idx,
    },
  )
  const { createdAt } = tournament
  const division = newDivision({
    idx: ctx.id('division'),
    name: 'Open',
    number: 1,
    color: '#1b9e77',
    isDoubles: true,
    createdAt,
    teams: makeTeams(ctx, { key: 'open', count: 6, doubles: true, seeded: 0, createdAt }),
  })
  tournament.divisions.push(division)
  addPoolRound(ctx, tournament, division, {
    key: 'league',
    idx: landmark.roundIdx,
    name: 'League table',
    number: 1,
    poolCount: 1,
    settings: { numberOfSets: 2, playAllSets: true, gamesRequireWinners: false },
  })
  playTournament(ctx, tournament, 'all')
  return tournament
}
