import type { Game } from '../../data/dataset-schema.ts'
import type { DemoStore } from '../../store/demo-store.ts'
import { below, type Populate } from '../populate.ts'
import { teamReference } from './references.ts'

/**
 * A game with the relations `populate` asks for. Decisions where the contract is silent: a slot
 * not yet known gives `homeTeam`/`awayTeam: null`; `winner` is null until decided (and for a level
 * game); `court` is null without a court; `score` is null until the first set is over (a live
 * game shows the sets played so far, a walkover has none).
 */
export function serializeGame(game: Game, store: DemoStore, populate: Populate): Record<string, unknown> {
  const body: Record<string, unknown> = {
    idx: game.idx,
    number: game.number,
    displayNumber: game.displayNumber,
    status: game.status,
    time: game.time,
    lengthInMinutes: game.lengthInMinutes,
    courtNumber: game.courtNumber,
    matchDay: game.matchDay,
    roundDetail: game.roundDetail,
    scheduleNumber: game.scheduleNumber,
    sectionNumber: game.sectionNumber,
    isRetirement: game.isRetirement,
    retiredTeamId: game.retiredTeamId,
    liveStartedAt: game.liveStartedAt,
    resultApprovalStatus: game.resultApprovalStatus,
    submittedAt: game.submittedAt,
    homeTeamDetails: game.homeTeamDetails,
    awayTeamDetails: game.awayTeamDetails,
    createdAt: game.createdAt,
  }
  if (populate.has('homeTeam')) body.homeTeam = teamReference(store, game.homeTeamIdx)
  if (populate.has('awayTeam')) body.awayTeam = teamReference(store, game.awayTeamIdx)
  if (populate.has('winner')) body.winner = teamReference(store, game.winnerIdx)
  if (populate.has('court')) {
    const court = store.court(game.courtIdx)
    body.court = court ? { idx: court.idx, name: court.name, position: court.position } : null
  }
  if (populate.has('score')) {
    const score = game.score
    const withSets = below(populate, 'score').has('sets')
    body.score =
      score === null
        ? null
        : {
            idx: score.idx,
            home: score.home,
            away: score.away,
            playerPointsBalanced: score.playerPointsBalanced,
            ...(withSets
              ? {
                  sets: byNumber(score.sets).map((set) => ({
                    idx: set.idx,
                    home: set.home,
                    away: set.away,
                    number: set.number,
                    isTieBreak: set.isTieBreak,
                  })),
                }
              : {}),
          }
  }
  return body
}

export function byNumber<T extends { number: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.number - b.number)
}
