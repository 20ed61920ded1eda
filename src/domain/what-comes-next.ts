import type { Draw, Game, Round } from '../api/schemas'
import type { CourtNames } from './court'
import { drawRoundsInOrder } from './draw-order'
import { lastRound, placesOfDraw } from './final-placements'
import { nextRound } from './pool-qualifying'
import { isStillToPlay, type Side } from './score'
import { slotSource, type SlotSource } from './slot'
import { gamesOfRound, teamGameOf, teamPools, type RoundOfTeam, type TeamGame } from './team-games'

/**
 * What comes after a team's next (or live) game, read from the draw's slots (`homeTeamDetails` /
 * `awayTeamDetails`): the game its winner goes to, the consolation or placement game its loser
 * goes to, a place the game decides (a draw's final), or that a loser is out; in a pool, the
 * team's pool games still to play and the games of the next round that take its pool's ranks.
 *
 * Game numbers are the round's own (the contract: "game number within its round"), so a slot's
 * `sourceGameNumber` is looked up in its own round only; pool numbers are the round's too, so a
 * rank slot is read only in the division's round right after the pool round. What the slots do
 * not say is left out (null), never guessed: an unlinked draw, a round after this one, a
 * qualifying round (lucky losers), a slot the API describes only by a label.
 */

/** Where a result takes the team. */
export type NextStep =
  /** A game, from the team's side: the slot it would fill, the other slot as opponent. */
  | { kind: 'game'; game: TeamGame }
  /** The place the game decides (a draw's final): 1 is the champion. */
  | { kind: 'place'; place: number }
  /** No further game; `place` when the draw gives losers of this draw round one (joint third). */
  | { kind: 'out'; place: number | null }

export interface WhatComesNext {
  /** The team's next or live game, as `nextGame` found it. */
  from: TeamGame
  /** Null when the slots do not say. */
  ifWin: NextStep | null
  ifLose: NextStep | null
  /** In a pool: the team's other pool games still to play, in time order. */
  poolGames: TeamGame[]
  /** In a pool: the next round's games that take a rank of the team's pool, by rank. */
  afterPool: { rank: number; game: TeamGame }[]
}

type RoundOfDivision = RoundOfTeam & Pick<Round, 'pools'>

/**
 * @param rounds every round of the team's division (a claim that a team is out or a champion needs
 *   to know no later round follows).
 * @param games the team's games (`teamGames` of the same rounds); `from` one of them.
 */
export function whatComesNext(
  rounds: readonly RoundOfDivision[],
  teamIdx: string,
  games: readonly TeamGame[],
  from: TeamGame | null,
  courtNames?: CourtNames,
): WhatComesNext | null {
  if (!from || !isStillToPlay(from.game)) return null
  const round = rounds.find((each) => each.idx === from.round.idx)
  if (!round) return null
  const found: WhatComesNext = { from, ifWin: null, ifLose: null, poolGames: [], afterPool: [] }
  if (from.drawIdx !== null) {
    const isLast = lastRound(rounds)?.idx === round.idx
    const decided = round.type === 'SINGLE_ELIMINATION_ROUND' && isLast
    found.ifWin = drawStep(round, from, 'winnerOf', decided, courtNames)
    found.ifLose = drawStep(round, from, 'loserOf', decided, courtNames)
  } else if (round.type === 'ROUND_ROBIN_ROUND') {
    found.poolGames = games.filter(
      (each) => each.game.idx !== from.game.idx && each.round.idx === round.idx && isStillToPlay(each.game),
    )
    found.afterPool = afterPool(rounds, round, teamIdx, courtNames)
  }
  const shown = found.ifWin || found.ifLose || found.poolGames.length > 0 || found.afterPool.length > 0
  return shown ? found : null
}

/** The slot of the round that takes the winner (or loser) of game `number`; null when none or several do. */
function slotTaking(
  round: RoundOfTeam,
  kind: 'winnerOf' | 'loserOf',
  number: number,
): { game: Game; side: Side } | null {
  const taking: { game: Game; side: Side }[] = []
  for (const game of gamesOfRound(round)) {
    for (const side of ['home', 'away'] as const) {
      const source = slotSource(side === 'home' ? game.homeTeamDetails : game.awayTeamDetails)
      if (source.kind === kind && source.gameNumber === number) taking.push({ game, side })
    }
  }
  return taking.length === 1 ? taking[0]! : null
}

function drawStep(
  round: RoundOfTeam,
  from: TeamGame,
  kind: 'winnerOf' | 'loserOf',
  decided: boolean,
  courtNames: CourtNames | undefined,
): NextStep | null {
  const slot = slotTaking(round, kind, from.game.number)
  if (slot) return { kind: 'game', game: teamGameOf(round, slot.game, slot.side, courtNames) }
  // Without a game to go to, only the last round of an elimination says what the result means.
  if (!decided) return null
  const draws = round.draws ?? []
  const draw = draws.find((each) => each.idx === from.drawIdx)
  const fromEnd = draw ? roundsFromEnd(draw, from.game.idx) : null
  if (!draw || fromEnd === null) return null
  const places = placesOfDraw(draw, draws)
  if (fromEnd === 0)
    return { kind: 'place', place: kind === 'winnerOf' ? places.finalWinner : places.finalLoser }
  // A winner before the final goes on: the draw should say to which game, and did not.
  if (kind === 'winnerOf' || !losersAreKnown(round)) return null
  return { kind: 'out', place: fromEnd === 1 ? places.semiFinalLosers : null }
}

/** 0 for a game of the draw's final round (a single game), 1 for the semi-finals, and so on. */
function roundsFromEnd(draw: Draw, gameIdx: string): number | null {
  const ordered = drawRoundsInOrder(draw)
  const at = ordered.findIndex((drawRound) => drawRound.games?.some((game) => game.idx === gameIdx))
  if (at < 0 || ordered.at(-1)?.games?.length !== 1) return null
  return ordered.length - 1 - at
}

/**
 * A loser is out only if the round says where every loser it keeps comes from: each slot of a
 * game after a draw's first round, and each slot of a placement draw, names its source.
 */
function losersAreKnown(round: RoundOfTeam): boolean {
  return (round.draws ?? []).every((draw) =>
    drawRoundsInOrder(draw).every((drawRound, index) =>
      (drawRound.games ?? []).every(
        (game) =>
          (index === 0 && draw.placement === 1) ||
          (known(slotSource(game.homeTeamDetails)) && known(slotSource(game.awayTeamDetails))),
      ),
    ),
  )
}

function known(source: SlotSource): boolean {
  return source.kind !== 'unknown' && source.kind !== 'label'
}

/**
 * The games of the division's next round whose slots take a rank of the team's pool ("1st of
 * Pool A"), while the team's place in it is not known.
 */
function afterPool(
  rounds: readonly RoundOfDivision[],
  poolRound: RoundOfDivision,
  teamIdx: string,
  courtNames: CourtNames | undefined,
): { rank: number; game: TeamGame }[] {
  const pool = teamPools([poolRound], teamIdx)[0]?.pool
  const next = nextRound(rounds, poolRound)
  if (!pool || !next) return []
  const taking: { rank: number; game: TeamGame }[] = []
  for (const game of gamesOfRound(next)) {
    for (const side of ['home', 'away'] as const) {
      const source = slotSource(side === 'home' ? game.homeTeamDetails : game.awayTeamDetails)
      const filled = side === 'home' ? game.homeTeam : game.awayTeam
      if (source.kind === 'poolRank' && source.poolNumber === pool.number && !filled)
        taking.push({ rank: source.rank, game: teamGameOf(next, game, side, courtNames) })
    }
  }
  return taking.sort((a, b) => a.rank - b.rank)
}
