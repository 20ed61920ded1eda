import { describe, expect, it } from 'vitest'
import { datasetSchema } from './dataset-file.ts'
import {
  GAME_STATUSES,
  ROUND_TYPES,
  SPORTS,
  TOURNAMENT_STATUSES,
  TOURNAMENT_TYPES,
  type Dataset,
} from './dataset-schema.ts'
import { DEFAULT_ANCHOR, generateDemoDataset } from './generate.ts'
import { DRAW_SIZES, LANDMARKS } from './landmarks.ts'
import { HOSTILE } from './tournaments/hostile-text.ts'

const dataset = generateDemoDataset()
const tournaments = dataset.tournaments
const rounds = tournaments.flatMap((tournament) => tournament.rounds)
const games = rounds.flatMap((round) => round.games)
const divisions = tournaments.flatMap((tournament) => tournament.divisions)
const teams = divisions.flatMap((division) => division.teams)
const byIdx = (idx: string) => tournaments.find((tournament) => tournament.idx === idx)

describe('generateDemoDataset', () => {
  it('is deterministic: the same seed and anchor give the same dataset', () => {
    expect(JSON.stringify(generateDemoDataset())).toBe(JSON.stringify(dataset))
    const other = generateDemoDataset({ seed: 7 })
    expect(JSON.stringify(other)).not.toBe(JSON.stringify(dataset))
    for (const landmark of [LANDMARKS.livePadel.tournamentIdx, LANDMARKS.rolandGarros.tournamentIdx]) {
      expect(other.tournaments.some((tournament) => tournament.idx === landmark)).toBe(true)
    }
  })

  it('passes its own schema, references included', () => {
    const parsed = datasetSchema.safeParse(dataset)
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 5)).toEqual([])
  })

  it('has three organizations, personal tournaments and at least 120 tournaments in the main one', () => {
    expect(dataset.organizations.map((organization) => organization.idx)).toEqual([
      LANDMARKS.mainOrganization.idx,
      LANDMARKS.secondOrganization.idx,
      LANDMARKS.manyOrganization.idx,
    ])
    const main = tournaments.filter(
      (tournament) => tournament.organizationIdx === LANDMARKS.mainOrganization.idx,
    )
    expect(main.length).toBeGreaterThanOrEqual(120)
    expect(
      tournaments.filter((tournament) => tournament.organizationIdx === LANDMARKS.secondOrganization.idx)
        .length,
    ).toBeGreaterThan(5)
    expect(tournaments.filter((tournament) => tournament.organizationIdx === null).length).toBeGreaterThan(1)
  })

  it('covers every sport, tournament type and status, round type and game status', () => {
    const main = tournaments.filter(
      (tournament) => tournament.organizationIdx === LANDMARKS.mainOrganization.idx,
    )
    expect(new Set(main.map((tournament) => tournament.sport))).toEqual(new Set(SPORTS))
    expect(new Set(main.map((tournament) => tournament.type))).toEqual(new Set(TOURNAMENT_TYPES))
    expect(new Set(main.map((tournament) => tournament.status))).toEqual(new Set(TOURNAMENT_STATUSES))
    expect(new Set(rounds.map((round) => round.type))).toEqual(new Set(ROUND_TYPES))
    expect(new Set(games.map((game) => game.status))).toEqual(new Set(GAME_STATUSES))
  })

  it('has hidden divisions and rounds, placement draws, byes, placeholders, retirements, walkovers, live games', () => {
    expect(divisions.some((division) => !division.isVisible)).toBe(true)
    expect(rounds.some((round) => !round.isVisible)).toBe(true)
    expect(rounds.some((round) => round.draws.some((draw) => draw.placement > 1))).toBe(true)
    expect(games.some((game) => game.status === 'BYE' && game.winnerIdx !== null)).toBe(true)
    expect(
      games.some((game) => game.homeTeamIdx === null && game.homeTeamDetails.sourceGameNumber !== null),
    ).toBe(true)
    expect(games.some((game) => game.homeTeamIdx === null && game.homeTeamDetails.poolRank !== null)).toBe(
      true,
    )
    expect(games.filter((game) => game.isRetirement).length).toBeGreaterThan(2)
    expect(games.filter((game) => game.status === 'FORFEIT').length).toBeGreaterThan(1)
    const live = games.filter((game) => game.liveStartedAt !== null && game.status === 'UPCOMING')
    expect(live.length).toBeGreaterThan(2)
    for (const game of live) expect(game.score).toBeNull()
    expect(games.some((game) => game.status === 'FINISHED' && game.winnerIdx === null)).toBe(true) // a level game
  })

  it('has a single-elimination draw of every size from 2 to 128', () => {
    const showcase = byIdx(LANDMARKS.drawSizes.tournamentIdx)
    for (const size of DRAW_SIZES) {
      const round = showcase?.rounds.find(
        (candidate) => candidate.idx === LANDMARKS.drawSizes.roundIdxBySize[size],
      )
      const main = round?.draws.find((draw) => draw.placement === 1)
      const mainGames = round?.games.filter((game) =>
        main?.rounds.some((drawRound) => drawRound.idx === game.drawRoundIdx),
      )
      const bracket = 2 ** Math.ceil(Math.log2(size))
      expect(mainGames, `draw of ${size}`).toHaveLength(bracket - 1)
      expect(mainGames?.filter((game) => game.status === 'BYE')).toHaveLength(bracket - size)
      expect(mainGames?.at(-1)?.winnerIdx, `draw of ${size}`).not.toBeNull()
    }
  })

  it('has courts and courtNames, clubs with and without location, sponsors, circuits, categories, tiebreak rules', () => {
    expect(games.some((game) => game.courtIdx !== null && game.courtNumber !== null)).toBe(true)
    expect(tournaments.some((tournament) => Object.keys(tournament.courtNames).length > 0)).toBe(true)
    expect(dataset.clubs.some((club) => club.location === null)).toBe(true)
    expect(dataset.clubs.some((club) => club.location !== null)).toBe(true)
    expect(tournaments.some((tournament) => tournament.sponsors.length > 0)).toBe(true)
    expect(tournaments.some((tournament) => tournament.circuitIdx !== null)).toBe(true)
    expect(divisions.some((division) => division.circuitCategoryIdx !== null)).toBe(true)
    expect(tournaments.some((tournament) => tournament.rankedTiebreakRules.length > 0)).toBe(true)
  })

  it('has doubles teams of two players and league teams', () => {
    const doubles = divisions.filter((division) => division.isDoubles).flatMap((division) => division.teams)
    expect(doubles.length).toBeGreaterThan(0)
    for (const team of doubles) expect(team.players).toHaveLength(2)
    expect(teams.some((team) => team.leagueTeam !== null)).toBe(true)
  })

  it('has hostile organizer text: tags, 200-character names, right-to-left text, emoji, javascript: and data: URLs', () => {
    const hostile = byIdx(LANDMARKS.hostileText.tournamentIdx)
    expect(hostile?.name).toContain(HOSTILE.script)
    expect(hostile?.rounds[0]?.name).toContain(HOSTILE.emoji)
    expect(hostile?.divisions[0]?.teams.map((team) => team.name)).toContain(HOSTILE.rtl)
    expect(hostile?.divisions[0]?.teams.some((team) => team.name.length === 200)).toBe(true)
    expect(hostile?.banner).toMatch(/^javascript:/)
    expect(hostile?.sponsors.some((sponsor) => sponsor.logoUrl.startsWith('data:'))).toBe(true)
    expect(hostile?.sponsors.some((sponsor) => sponsor.websiteUrl.startsWith('javascript:'))).toBe(true)
    const players =
      hostile?.divisions.flatMap((division) => division.teams.flatMap((team) => team.players)) ?? []
    expect(players.some((player) => player.avatar?.startsWith('javascript:'))).toBe(true)
    const club = dataset.clubs.find((candidate) => candidate.idx === LANDMARKS.hostileText.clubIdx)
    expect(club?.website).toMatch(/^javascript:/)
    const second = dataset.organizations[1]
    expect(second?.avatar).toMatch(/^data:/)
    expect(second?.website).toMatch(/^javascript:/)
  })

  it('has an organization of 250 tournaments, the landmark last in the API’s order (newest first)', () => {
    const many = tournaments
      .filter((tournament) => tournament.organizationIdx === LANDMARKS.manyOrganization.idx)
      .sort((a, b) => Date.parse(b.startDate) - Date.parse(a.startDate))
    expect(many).toHaveLength(250)
    expect(new Set(many.map((tournament) => tournament.startDate)).size).toBe(250)
    expect(new Set(many.map((tournament) => tournament.name)).size).toBe(250)
    const oldest = LANDMARKS.manyTournamentsOldest
    expect(many.at(-1)).toMatchObject({ idx: oldest.tournamentIdx, name: oldest.name })
    expect(many.filter((tournament) => /lantern/i.test(tournament.name))).toHaveLength(1)
    expect(many.at(-1)?.rounds.map((round) => round.idx)).toEqual([oldest.roundIdx])
    expect(new Set(many.map((tournament) => tournament.status))).toEqual(
      new Set(['DRAFT', 'UPCOMING', 'IN_PROGRESS', 'COMPLETED', 'ARCHIVED']),
    )
  })

  it('schedules the live tournament on the anchor’s day, around the anchor', () => {
    const dayOf = (data: Dataset, anchor: string) => {
      const live = data.tournaments.find((tournament) => tournament.idx === LANDMARKS.livePadel.tournamentIdx)
      const liveGames =
        live?.rounds.flatMap((round) => round.games.filter((game) => game.time !== null)) ?? []
      expect(liveGames.length).toBeGreaterThan(50)
      const day = anchor.slice(0, 10)
      expect(liveGames.filter((game) => game.time?.startsWith(day)).length).toBeGreaterThan(40)
      const at = Date.parse(anchor)
      expect(liveGames.some((game) => Date.parse(game.time ?? '') < at && game.status !== 'UPCOMING')).toBe(
        true,
      )
      expect(liveGames.some((game) => Date.parse(game.time ?? '') > at && game.status === 'UPCOMING')).toBe(
        true,
      )
    }
    dayOf(dataset, DEFAULT_ANCHOR)
    const anchor = '2026-03-02T16:20:00.000Z'
    dayOf(generateDemoDataset({ anchor }), anchor)
  })
})
