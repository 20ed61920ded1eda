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
  const lastRounds = new Map<string | null, RoundOfDivision>()
  for (const round of rounds) {
    const key = round.division?.idx ?? null
    const last = lastRounds.get(key)
    if (!last || round.number > last.number) lastRounds.set(key, round)
  }
  return [...lastRounds.values()].flatMap((round) => {
    const places = placesOf(round)
    if (!places.some((each) => each.place === 1)) return []
    return places
      .sort((a, b) => a.place - b.place)
      .map(({ place, teams }) => ({ division: round.division ?? null, place, teams }))
  })
}

type Place = Omit<Placement, 'division'>

function placesOf(round: RoundOfDivision): Place[] {
  if (round.type === 'SINGLE_ELIMINATION_ROUND') return drawPlaces(round)
  if (round.type === 'ROUND_ROBIN_ROUND') return poolPlaces(round)
  return []
}

function drawPlaces(round: RoundOfDivision): Place[] {
  const draws = round.draws ?? []
  const decidedByDraw = new Set(draws.map((draw) => draw.placement))
  // A page may read the teams on the flat list and only the games' places in the draws.
  const flat = new Map((round.games ?? []).map((game) => [game.idx, game]))
  const withTeams = (game: Game): Game => (game.homeTeam === undefined ? (flat.get(game.idx) ?? game) : game)
  return draws.flatMap((draw) => {
    const [final, semiFinals] = lastTwoRounds(draw)
    const places: Place[] = []
    const finalGame = final?.games?.length === 1 ? withTeams(final.games[0]!) : null
    const result = finalGame && resultOf(finalGame)
    if (result) {
      places.push({ place: draw.placement, teams: [result.winner] })
      if (result.loser) places.push({ place: draw.placement + 1, teams: [result.loser] })
    }
    const jointPlace = draw.placement + 2
    const semiFinalGames = (semiFinals?.games ?? []).map(withTeams)
    if (!decidedByDraw.has(jointPlace) && semiFinalGames.length > 0) {
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
