import type { Dataset, Game, Round, Tournament } from './dataset-schema.ts'

/**
 * What the shape alone cannot check: that every `idx` a record points at exists where it must,
 * that records are not identified twice, and that game numbers are unique within their round.
 * Players, sponsors, league teams and tiebreak rules may be shared, so their idx may repeat.
 */
export function findReferenceProblems(dataset: Dataset): string[] {
  const problems: string[] = []
  const seen = new Set<string>()
  const claim = (idx: string, what: string) => {
    if (seen.has(idx)) problems.push(`${what} ${idx}: this idx is used by another record`)
    seen.add(idx)
  }
  const organizations = new Set(dataset.organizations.map((organization) => organization.idx))
  const clubs = new Set(dataset.clubs.map((club) => club.idx))
  const courts = new Set(dataset.clubs.flatMap((club) => club.courts.map((court) => court.idx)))
  const circuits = new Set(dataset.circuits.map((circuit) => circuit.idx))
  const categories = new Set(dataset.circuitCategories.map((category) => category.idx))
  for (const organization of dataset.organizations) claim(organization.idx, 'organization')
  for (const club of dataset.clubs) {
    claim(club.idx, 'club')
    for (const court of club.courts) claim(court.idx, 'court')
  }
  for (const circuit of dataset.circuits) claim(circuit.idx, 'circuit')
  for (const category of dataset.circuitCategories) claim(category.idx, 'circuit category')

  const slugs = new Set<string>()
  for (const tournament of dataset.tournaments) {
    const where = `tournament ${tournament.idx}`
    claim(tournament.idx, 'tournament')
    if (slugs.has(tournament.slug)) problems.push(`${where}: slug "${tournament.slug}" is used twice`)
    slugs.add(tournament.slug)
    const expect = (value: string | null, known: Set<string>, field: string) => {
      if (value !== null && !known.has(value)) problems.push(`${where}: ${field} ${value} does not exist`)
    }
    expect(tournament.organizationIdx, organizations, 'organizationIdx')
    expect(tournament.clubIdx, clubs, 'clubIdx')
    expect(tournament.circuitIdx, circuits, 'circuitIdx')
    expect(tournament.circuitCategoryIdx, categories, 'circuitCategoryIdx')
    for (const division of tournament.divisions) {
      claim(division.idx, 'division')
      expect(division.circuitCategoryIdx, categories, `division ${division.idx} circuitCategoryIdx`)
      for (const team of division.teams) claim(team.idx, 'team')
    }
    for (const round of tournament.rounds) {
      problems.push(...roundProblems(tournament, round, claim, courts))
    }
  }
  return problems
}

function roundProblems(
  tournament: Tournament,
  round: Round,
  claim: (idx: string, what: string) => void,
  courts: Set<string>,
): string[] {
  const problems: string[] = []
  const where = `round ${round.idx}`
  claim(round.idx, 'round')
  const division = tournament.divisions.find((candidate) => candidate.idx === round.divisionIdx)
  if (round.divisionIdx !== null && !division) {
    problems.push(`${where}: divisionIdx ${round.divisionIdx} is not a division of its tournament`)
  }
  const teams = new Set(
    (division ? [division] : tournament.divisions).flatMap((candidate) => candidate.teams.map((t) => t.idx)),
  )
  const expectTeam = (teamIdx: string | null, field: string) => {
    if (teamIdx !== null && !teams.has(teamIdx))
      problems.push(`${where}: ${field} ${teamIdx} is not its team`)
  }
  for (const pool of round.pools) {
    claim(pool.idx, 'pool')
    for (const teamIdx of pool.teamIdxs) expectTeam(teamIdx, `pool ${pool.idx} team`)
    for (const standing of pool.standings) {
      claim(standing.idx, 'standing')
      claim(standing.teamStats.idx, 'team stats')
      expectTeam(standing.teamIdx, `standing ${standing.idx} team`)
    }
  }
  const drawRounds = new Set<string>()
  for (const draw of round.draws) {
    claim(draw.idx, 'draw')
    for (const drawRound of draw.rounds) {
      claim(drawRound.idx, 'draw round')
      drawRounds.add(drawRound.idx)
    }
  }
  const pools = new Set(round.pools.map((pool) => pool.idx))
  const numbers = new Set<number>()
  for (const game of round.games) {
    const gameWhere = `game ${game.idx}`
    claim(game.idx, 'game')
    if (numbers.has(game.number))
      problems.push(`${gameWhere}: number ${game.number} is used twice in ${where}`)
    numbers.add(game.number)
    expectTeam(game.homeTeamIdx, `${gameWhere} homeTeamIdx`)
    expectTeam(game.awayTeamIdx, `${gameWhere} awayTeamIdx`)
    if (!winnerIsPlaying(game)) problems.push(`${gameWhere}: the winner is not one of its teams`)
    if (game.courtIdx !== null && !courts.has(game.courtIdx)) {
      problems.push(`${gameWhere}: courtIdx ${game.courtIdx} does not exist`)
    }
    if (game.poolIdx !== null && !pools.has(game.poolIdx)) {
      problems.push(`${gameWhere}: poolIdx ${game.poolIdx} is not a pool of ${where}`)
    }
    if (game.drawRoundIdx !== null && !drawRounds.has(game.drawRoundIdx)) {
      problems.push(`${gameWhere}: drawRoundIdx ${game.drawRoundIdx} is not a draw round of ${where}`)
    }
    if (game.score) {
      claim(game.score.idx, 'score')
      for (const set of game.score.sets) claim(set.idx, 'set')
    }
  }
  return problems
}

function winnerIsPlaying(game: Game): boolean {
  return game.winnerIdx === null || game.winnerIdx === game.homeTeamIdx || game.winnerIdx === game.awayTeamIdx
}
