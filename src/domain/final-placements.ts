import type { Draw, DrawRound, Game, Reference, Round } from '../api/schemas'
import { drawRoundsInOrder } from './draw-order'
import { gameState, hasResult, isStillToPlay, otherSide, winnerSide } from './score'

/**
 * How a division ended: its places, each once the game deciding it has a result (a walkover or a
 * retirement decides too). Read from the last round of the division:
 * - a single elimination: each draw of `placement` p gives p to its final's winner and p + 1 to
 *   the loser (the main draw is placement 1: champion and runner-up); the losers of its
 *   semi-finals share p + 2 unless a draw decides that place (no third-place play-off: joint third);
 * - a round robin of one pool: the pool's ranks, once every game of the round has been played.
 * Nothing at all while the division has no champion; after that, places no game decides yet (or
 * no draw decides at all) are left out.
 */
export interface Placement {
  division: Reference | null
  place: number
  /** One team; two or more share the place (the semi-final losers without a play-off). */
  teams: Reference[]
}

type RoundOfDivision = Pick<Round, 'type' | 'number' | 'division' | 'draws' | 'games' | 'pools'>

/** Every decided place of the rounds' divisions: divisions as they first appear, places in order. */
export function finalPlacements(rounds: readonly RoundOfDivision[]): Placement[] {
  const byDivision = new Map<string | null, RoundOfDivision[]>()
  for (const round of rounds) {
    const key = round.division?.idx ?? null
    byDivision.set(key, [...(byDivision.get(key) ?? []), round])
  }
  return [...byDivision.values()].flatMap((divisionRounds) => {
    const round = lastRound(divisionRounds)
    if (!round) return []
    const places = placesOf(round)
    if (!places.some((each) => each.place === 1)) return []
    return places
      .sort((a, b) => a.place - b.place)
      .map(({ place, teams }) => ({ division: round.division ?? null, place, teams }))
  })
}

/**
 * The round a division ends in: its highest `number`. A page reads only this round of each
 * division to show its podium.
 */
export function lastRound<R extends Pick<Round, 'number'>>(rounds: readonly R[] | undefined): R | undefined {
  return (rounds ?? []).reduce<R | undefined>(
    (last, round) => (!last || round.number > last.number ? round : last),
    undefined,
  )
}

type Place = Omit<Placement, 'division'>

function placesOf(round: RoundOfDivision): Place[] {
  if (round.type === 'SINGLE_ELIMINATION_ROUND') return drawPlaces(round)
  if (round.type === 'ROUND_ROBIN_ROUND') return poolPlaces(round)
  return []
}

/**
 * The places a draw decides, by the rule above: its final's winner and loser, and its semi-finals'
 * losers (null when another of the round's draws, a play-off, decides that place).
 */
export function placesOfDraw(
  draw: Pick<Draw, 'placement'>,
  draws: readonly Pick<Draw, 'placement'>[],
): { finalWinner: number; finalLoser: number; semiFinalLosers: number | null } {
  const joint = draw.placement + 2
  return {
    finalWinner: draw.placement,
    finalLoser: draw.placement + 1,
    semiFinalLosers: draws.some((each) => each.placement === joint) ? null : joint,
  }
}

function drawPlaces(round: RoundOfDivision): Place[] {
  const draws = round.draws ?? []
  // A page may read the teams on the flat list and only the games' places in the draws.
  const flat = new Map((round.games ?? []).map((game) => [game.idx, game]))
  const withTeams = (game: Game): Game => (game.homeTeam === undefined ? (flat.get(game.idx) ?? game) : game)
  return draws.flatMap((draw) => {
    const [final, semiFinals] = lastTwoRounds(draw)
    const places: Place[] = []
    const decides = placesOfDraw(draw, draws)
    const finalGame = final?.games?.length === 1 ? withTeams(final.games[0]!) : null
    const result = finalGame && resultOf(finalGame)
    if (result) {
      places.push({ place: decides.finalWinner, teams: [result.winner] })
      if (result.loser) places.push({ place: decides.finalLoser, teams: [result.loser] })
    }
    const jointPlace = decides.semiFinalLosers
    const semiFinalGames = (semiFinals?.games ?? []).map(withTeams)
    if (jointPlace !== null && semiFinalGames.length > 0) {
      const results = semiFinalGames.filter((game) => gameState(game) !== 'bye').map(resultOf)
      const losers = results.flatMap((each) => (each?.loser ? [each.loser] : []))
      if (results.every((each) => each !== null) && losers.length > 0)
        places.push({ place: jointPlace, teams: losers })
    }
    return places
  })
}

function lastTwoRounds(draw: Draw): [DrawRound | undefined, DrawRound | undefined] {
  const rounds = drawRoundsInOrder(draw)
  return [rounds.at(-1), rounds.at(-2)]
}

/** The winner and loser of a game with its result; null before it has one. */
function resultOf(game: Game): { winner: Reference; loser: Reference | null } | null {
  const side = winnerSide(game)
  if (!side || !hasResult(game)) return null
  const team = (s: typeof side) => (s === 'home' ? game.homeTeam : game.awayTeam) ?? null
  const winner = team(side)
  return winner ? { winner, loser: team(otherSide(side)) } : null
}

/** A division played as one pool ends with the pool's ranks, once every game of it is played. */
function poolPlaces(round: RoundOfDivision): Place[] {
  const pools = round.pools ?? []
  const games = round.games ?? []
  if (pools.length !== 1 || games.length === 0) return []
  if (games.some(isStillToPlay)) return []
  const places = new Map<number, Reference[]>()
  for (const row of pools[0]?.standings ?? []) {
    if (row.team) places.set(row.rank, [...(places.get(row.rank) ?? []), row.team])
  }
  return [...places].map(([place, teams]) => ({ place, teams }))
}
