import type { Game, TeamDetails } from './dataset-schema.ts'

/** A game of a round before it is scheduled or played: teams and slots known, nothing else. */
export function newGame(fields: {
  idx: string
  number: number
  createdAt: string
  homeTeamDetails: TeamDetails
  awayTeamDetails: TeamDetails
  homeTeamIdx: string | null
  awayTeamIdx: string | null
  poolIdx?: string | null
  drawRoundIdx?: string | null
  roundDetail?: string | null
  matchDay?: number | null
}): Game {
  return {
    idx: fields.idx,
    number: fields.number,
    displayNumber: null,
    status: 'UPCOMING',
    time: null,
    lengthInMinutes: null,
    courtNumber: null,
    matchDay: fields.matchDay ?? null,
    roundDetail: fields.roundDetail ?? null,
    scheduleNumber: null,
    sectionNumber: 1,
    isRetirement: false,
    retiredTeamId: null,
    liveStartedAt: null,
    resultApprovalStatus: 'NONE',
    submittedAt: null,
    homeTeamDetails: fields.homeTeamDetails,
    awayTeamDetails: fields.awayTeamDetails,
    createdAt: fields.createdAt,
    homeTeamIdx: fields.homeTeamIdx,
    awayTeamIdx: fields.awayTeamIdx,
    winnerIdx: null,
    courtIdx: null,
    poolIdx: fields.poolIdx ?? null,
    drawRoundIdx: fields.drawRoundIdx ?? null,
    score: null,
  }
}

export function entryDetails(
  label: string,
  teamNumber: number | null,
  poolNumber: number | null = null,
): TeamDetails {
  return { label, teamNumber, poolNumber, poolRank: null, sourceGameNumber: null, sourceResult: 'ENTRY' }
}

export function sourceDetails(gameNumber: number, result: 'WINNER' | 'LOSER'): TeamDetails {
  const label = `${result === 'WINNER' ? 'Winner' : 'Loser'} of game ${gameNumber}`
  return {
    label,
    teamNumber: null,
    poolNumber: null,
    poolRank: null,
    sourceGameNumber: gameNumber,
    sourceResult: result,
  }
}

export function poolRankDetails(poolNumber: number, poolRank: number): TeamDetails {
  const label = `${ordinal(poolRank)} of pool ${poolLetter(poolNumber)}`
  return { label, teamNumber: null, poolNumber, poolRank, sourceGameNumber: null, sourceResult: 'POOL_RANK' }
}

export const BYE_DETAILS: TeamDetails = {
  label: 'Bye',
  teamNumber: null,
  poolNumber: null,
  poolRank: null,
  sourceGameNumber: null,
  sourceResult: 'BYE',
}

export function poolLetter(poolNumber: number): string {
  return String.fromCharCode(64 + poolNumber)
}

export function ordinal(n: number): string {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`
}
