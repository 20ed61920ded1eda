import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Game as DemoGame } from '../../../server/src/data/dataset-schema'
import { generateDemoDataset } from '../../../server/src/data/generate'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'

const { livePadel } = LANDMARKS
const LIVE_VIEW = `/screen?tournament=${livePadel.tournamentIdx}&views=live`

/**
 * The demo's data with only `count` of the live padel tournament's games still on court (the
 * others finished, so that every card fits the live view's first page); `change` edits those.
 */
function demoWithLiveGames(count: number, change: (games: DemoGame[]) => void) {
  const dataset = generateDemoDataset()
  const tournament = dataset.tournaments.find((each) => each.idx === livePadel.tournamentIdx)!
  const live = tournament.rounds
    .flatMap((round) => round.games)
    .filter((game) => game.liveStartedAt && game.status === 'UPCOMING' && !game.winnerIdx)
    .sort((a, b) => (a.courtNumber ?? 0) - (b.courtNumber ?? 0))
  const [kept, finished] = [live.slice(0, count), live.slice(count)]
  for (const game of finished) Object.assign(game, { status: 'FINISHED', winnerIdx: game.homeTeamIdx })
  change(kept)
  const teamName = (idx: string | null) =>
    tournament.divisions.flatMap((division) => division.teams).find((team) => team.idx === idx)?.name ?? ''
  return {
    api: startDemoApi({ dataset }),
    court: (game: DemoGame) => tournament.courtNames[String(game.courtNumber)] ?? '',
    teams: (game: DemoGame) => [teamName(game.homeTeamIdx), teamName(game.awayTeamIdx)] as const,
    kept,
  }
}

describe('the live view', () => {
  it('marks a set lost in a tie-break and writes a match tie-break in brackets, as the bracket does', async () => {
    const demo = demoWithLiveGames(1, ([game]) => {
      game!.score = {
        idx: 'score-tb',
        home: 2,
        away: 1,
        playerPointsBalanced: null,
        sets: [
          { idx: 'set-1', number: 1, home: 7, away: 6, isTieBreak: true },
          { idx: 'set-2', number: 2, home: 4, away: 6, isTieBreak: false },
          { idx: 'set-3', number: 3, home: 10, away: 8, isTieBreak: true },
        ],
      }
    })
    const game = demo.kept[0]!
    const [home, away] = demo.teams(game)
    await renderRoute(LIVE_VIEW, { api: demo.api, signedIn: 'main' })
    const court = await screen.findByRole('region', { name: demo.court(game) }, { timeout: 5_000 })
    const rows = [home, away].map((team) => within(court).getByText(team).parentElement?.textContent)
    // The side that lost the first set's tie-break has its mark ("tb") after that set; the match
    // tie-break is in brackets, the shorter score padded with a figure space to keep the columns.
    expect(rows).toEqual([`${home}7 4 [10]`, `${away}6tb 6 \u2007[8]`])
  })

  it('shows a game on now whose court is not given, on a card of its own after the courts', async () => {
    const demo = demoWithLiveGames(2, (games) => {
      Object.assign(games[1]!, { courtNumber: null, courtIdx: null })
    })
    const [onCourt, unplaced] = demo.kept as [DemoGame, DemoGame]
    await renderRoute(LIVE_VIEW, { api: demo.api, signedIn: 'main' })
    const placed = await screen.findByRole('region', { name: demo.court(onCourt) }, { timeout: 5_000 })
    const card = screen.getByRole('region', { name: 'Court not given' })
    for (const team of demo.teams(unplaced)) expect(card).toHaveTextContent(team)
    expect(card).toHaveTextContent(/Live\s*\d+ (min|h)/)
    expect(placed.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
