import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Club, Game, Team, Tournament } from './dataset-schema.ts'
import { parseCsv } from './csv.ts'
import { newClub, newDivision, newRound, newTournament } from './factories.ts'
import { drawRoundLabel } from './elimination.ts'
import { entryDetails, newGame, sourceDetails } from './game-factory.ts'
import { LANDMARKS } from './landmarks.ts'
import { stableIdx } from './random.ts'
import { scoreOf } from './score.ts'
import { flipSets, parseTennisScore } from './tennis-score.ts'

/**
 * The real Roland Garros 2023 men's singles main draw (Jeff Sackmann / Tennis Abstract, tennis_atp,
 * CC BY-NC-SA 4.0) as a tournament of the main organization.
 *
 * `match_num` gives draw order: within a round, match k is fed by matches 2k-1 and 2k of the round
 * before, so `home` (the top slot) of a later game is the winner of its upper feeding game. The file
 * does not say who stood on the upper line of a first-round match: a seeded player takes the line
 * the Grand Slam seeding gives (lines 1, 8, 9, 16, …: the top of first-round matches 1, 5, 9, … and
 * the bottom of matches 4, 8, 12, …, which is where all 32 seeds are in this file); between two
 * unseeded players the winner is home in odd-numbered matches and away in even ones.
 */
// Not `new URL(…, import.meta.url)`: Vite rewrites that into an asset URL when tests import the server.
export const ROLAND_GARROS_CSV = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../data/atp_2023_roland_garros.csv',
)

const ROUNDS = ['R128', 'R64', 'R32', 'R16', 'QF', 'SF', 'F'] as const
type RoundCode = (typeof ROUNDS)[number]

const PLAY_DAYS: Record<RoundCode, string[]> = {
  R128: ['2023-05-28', '2023-05-29', '2023-05-30'],
  R64: ['2023-05-31', '2023-06-01'],
  R32: ['2023-06-02', '2023-06-03'],
  R16: ['2023-06-04', '2023-06-05'],
  QF: ['2023-06-06', '2023-06-07'],
  SF: ['2023-06-09'],
  F: ['2023-06-11'],
}

const COURTS = [
  'Court Philippe-Chatrier',
  'Court Suzanne-Lenglen',
  'Court Simonne-Mathieu',
  'Court 14',
  'Court 6',
  'Court 7',
  'Court 8',
  'Court 9',
  'Court 10',
  'Court 11',
  'Court 12',
  'Court 13',
]

/** First names of two words, which the file's single name column does not mark. */
const TWO_WORD_FIRST_NAMES = [
  'Daniel Elahi',
  'Genaro Alberto',
  'J J',
  'Jan Lennard',
  'Juan Pablo',
  'Marc Andrea',
  'Thiago Agustin',
  'Tomas Martin',
]

type Row = Record<string, string>

const { rolandGarros: landmark } = LANDMARKS
const id = (...key: Array<string | number>) => stableIdx('roland-garros-2023', ...key)

export function buildRolandGarros(csvText = readFileSync(ROLAND_GARROS_CSV, 'utf8')): {
  tournament: Tournament
  club: Club
} {
  const rows = parseCsv(csvText)
  const club = newClub(
    {
      idx: landmark.clubIdx,
      name: 'Stade Roland-Garros',
      address: '2 Avenue Gordon Bennett, 75016 Paris',
      website: 'https://www.rolandgarros.com',
      location: {
        formattedAddress: '2 Av. Gordon Bennett, 75016 Paris, France',
        city: 'Paris',
        country: 'France',
        postalCode: '75016',
        province: 'Île-de-France',
        lat: 48.8466,
        lng: 2.2497,
      },
    },
    { idx: (i) => id('court', i), names: COURTS },
  )
  const createdAt = '2023-04-20T10:00:00.000Z'
  const teams = playersOf(rows, createdAt)
  const byRound = new Map(ROUNDS.map((code) => [code, matchesOf(rows, code)]))
  const draw = {
    idx: landmark.drawIdx,
    placement: 1,
    rounds: ROUNDS.map((code, order) => ({
      idx: id('draw-round', order),
      label: drawRoundLabel(byRound.get(code)?.length ?? 0),
      order,
    })),
  }
  const games: Game[] = []
  let scheduleNumber = 1
  ROUNDS.forEach((code, order) => {
    const matches = byRound.get(code) ?? []
    const firstNumber = games.length + 1
    const previous = games.slice(firstNumber - 1 - matches.length * 2, firstNumber - 1)
    matches.forEach((row, k) => {
      const number = firstNumber + k
      const game =
        order === 0
          ? firstRoundGame(row, k, number, teams, createdAt)
          : laterGame(row, number, previous[2 * k], previous[2 * k + 1], teams, createdAt)
      game.drawRoundIdx = draw.rounds[order]?.idx ?? null
      const days = PLAY_DAYS[code]
      const perDay = Math.ceil(matches.length / days.length)
      const dayIndex = Math.floor(k / perDay)
      const onDay = k % perDay
      const slot = Math.floor(onDay / COURTS.length)
      const firstHour = order >= 4 ? 13 : 9
      game.time = `${days[dayIndex]}T${String(firstHour + slot * 3).padStart(2, '0')}:00:00.000Z`
      game.courtNumber = order >= 4 ? 1 : (onDay % COURTS.length) + 1
      game.courtIdx = club.courts[game.courtNumber - 1]?.idx ?? null
      game.matchDay = dayIndex + 1 + PLAY_DAYS_BEFORE[code]
      game.scheduleNumber = scheduleNumber++
      games.push(game)
    })
  })
  const division = newDivision({
    idx: landmark.divisionIdx,
    name: "Men's singles",
    number: 1,
    color: '#c1440e',
    isDoubles: false,
    createdAt,
    maxRegistrations: 128,
    teams: [...teams.values()],
  })
  const round = newRound({
    idx: landmark.roundIdx,
    divisionIdx: division.idx,
    name: 'Main draw',
    type: 'SINGLE_ELIMINATION_ROUND',
    number: 1,
    createdAt,
    numberOfSets: 5,
    placements: [1],
    drawSize: 128,
    hasNextRoundTransitioned: true,
    draws: [draw],
    games,
  })
  const tournament = newTournament({
    idx: landmark.tournamentIdx,
    organizationIdx: LANDMARKS.mainOrganization.idx,
    slug: 'roland-garros-2023',
    name: 'Roland Garros 2023',
    type: 'TOURNAMENT',
    sport: 'TENNIS',
    status: 'COMPLETED',
    startDate: '2023-05-28T09:00:00.000Z',
    endDate: '2023-06-11T18:00:00.000Z',
    createdAt,
    timezone: 'Europe/Paris',
    matchDays: 15,
    courtNames: Object.fromEntries(COURTS.map((name, i) => [String(i + 1), name])),
    banner: 'https://banners.courtside.example/roland-garros-2023.jpg',
    clubIdx: club.idx,
    totalPrize: 49_600_000,
    standingColumns: [],
    divisions: [division],
    rounds: [round],
  })
  return { tournament, club }
}

const PLAY_DAYS_BEFORE = Object.fromEntries(
  ROUNDS.map((code, i) => [
    code,
    ROUNDS.slice(0, i).reduce((days, before) => days + PLAY_DAYS[before].length, 0),
  ]),
) as Record<RoundCode, number>

function matchesOf(rows: readonly Row[], code: RoundCode): Row[] {
  return rows.filter((row) => row.round === code).sort((a, b) => Number(a.match_num) - Number(b.match_num))
}

function playersOf(rows: readonly Row[], createdAt: string): Map<string, Team> {
  const teams = new Map<string, Team>()
  for (const row of rows) {
    for (const side of ['winner', 'loser'] as const) {
      const playerId = row[`${side}_id`] ?? ''
      if (teams.has(playerId)) continue
      const fullName = row[`${side}_name`] ?? ''
      const firstName =
        TWO_WORD_FIRST_NAMES.find((name) => fullName.startsWith(`${name} `)) ?? fullName.split(' ')[0] ?? ''
      const seed = Number(row[`${side}_seed`] || 0)
      const entry = row[`${side}_entry`] ?? ''
      const teamIdx = id('team', playerId)
      teams.set(playerId, {
        idx: teamIdx,
        name: fullName,
        seed,
        seedNumber: seed,
        club: row[`${side}_ioc`] ?? '',
        picture: `https://pictures.courtside.example/players/${playerId}.jpg`,
        description: entry === '' ? '' : (ENTRY_NAMES[entry] ?? entry),
        ranking: Number(row[`${side}_rank`] || 0),
        isWildCard: entry === 'WC',
        qualifierStatus: entry === 'Q' ? 'QUALIFIED' : entry === 'LL' ? 'LUCKY_LOSER' : 'NONE',
        drawAssignment: 'MAIN_DRAW',
        createdAt,
        players: [
          {
            idx: id('player', playerId),
            firstName,
            lastName: fullName.slice(firstName.length + 1),
            avatar: null,
          },
        ],
        captainProfileIdx: id('player', playerId),
        leagueTeam: null,
      })
    }
  }
  return teams
}

const ENTRY_NAMES: Record<string, string> = { Q: 'Qualifier', WC: 'Wild card', LL: 'Lucky loser' }

function teamOf(teams: Map<string, Team>, row: Row, side: 'winner' | 'loser'): Team {
  const team = teams.get(row[`${side}_id`] ?? '')
  if (!team) throw new Error(`Roland Garros: no player for match ${row.match_num}`)
  return team
}

/** Whether the winner of first-round match `k` (0-based) stood on its upper line; see the module note. */
function winnerOnTop(row: Row, k: number): boolean {
  const line = (k + 1) % 4
  if (row.winner_seed) return line !== 0
  if (row.loser_seed) return line === 0
  return k % 2 === 0
}

function firstRoundGame(
  row: Row,
  k: number,
  number: number,
  teams: Map<string, Team>,
  createdAt: string,
): Game {
  const winner = teamOf(teams, row, 'winner')
  const loser = teamOf(teams, row, 'loser')
  const [home, away] = winnerOnTop(row, k) ? [winner, loser] : [loser, winner]
  const game = newGame({
    idx: id('game', number),
    number,
    createdAt,
    homeTeamDetails: entryDetails(home.name, 2 * k + 1),
    awayTeamDetails: entryDetails(away.name, 2 * k + 2),
    homeTeamIdx: home.idx,
    awayTeamIdx: away.idx,
  })
  return withResult(game, row, winner, loser)
}

function laterGame(
  row: Row,
  number: number,
  upper: Game | undefined,
  lower: Game | undefined,
  teams: Map<string, Team>,
  createdAt: string,
): Game {
  if (!upper || !lower) throw new Error(`Roland Garros: match ${row.match_num} has no feeding matches`)
  const winner = teamOf(teams, row, 'winner')
  const loser = teamOf(teams, row, 'loser')
  if (new Set([upper.winnerIdx, lower.winnerIdx, winner.idx, loser.idx]).size !== 2) {
    throw new Error(
      `Roland Garros: match ${row.match_num} is not played by the winners of its feeding matches`,
    )
  }
  const game = newGame({
    idx: id('game', number),
    number,
    createdAt,
    homeTeamDetails: sourceDetails(upper.number, 'WINNER'),
    awayTeamDetails: sourceDetails(lower.number, 'WINNER'),
    homeTeamIdx: upper.winnerIdx,
    awayTeamIdx: lower.winnerIdx,
  })
  return withResult(game, row, winner, loser)
}

function withResult(game: Game, row: Row, winner: Team, loser: Team): Game {
  const result = parseTennisScore(row.score ?? '')
  game.winnerIdx = winner.idx
  game.lengthInMinutes = row.minutes ? Number(row.minutes) : null
  game.resultApprovalStatus = 'APPROVED'
  if (result.walkover) {
    game.status = 'FORFEIT'
    return game
  }
  game.status = 'FINISHED'
  const sets = game.homeTeamIdx === winner.idx ? result.sets : flipSets(result.sets)
  game.score = scoreOf(game.idx, sets, 6)
  if (result.retirement) {
    game.isRetirement = true
    game.retiredTeamId = loser.idx
  }
  return game
}
