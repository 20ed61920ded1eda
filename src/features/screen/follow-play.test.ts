import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { createApiClient } from '../../api/client'
import type { Draw, Game } from '../../api/schemas'
import { DEMO_API_URL, demoToken, startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { bracketMessages } from '../../components/bracket'
import { bracketPages, slotsThatFit } from './bracket-pages'
import { firstRoundInPlay } from './follow-play'
import { BRACKET_POPULATE } from './screen-queries'

const { rolandGarros } = LANDMARKS

function demo() {
  const api = startDemoApi({ anchor: '2025-06-14T12:00:00Z' })
  return createApiClient({ baseUrl: DEMO_API_URL, getToken: () => demoToken(api), fetch: api.fetch })
}

async function rolandGarrosDraws(): Promise<Draw[]> {
  const round = await demo().getRound(rolandGarros.roundIdx, { populate: BRACKET_POPULATE })
  return round.draws
}

const notPlayed = (game: Game): Game => ({ ...game, status: 'UPCOMING', winner: null, score: null })
const live = (game: Game): Game => ({ ...notPlayed(game), liveStartedAt: '2023-06-05T11:00:00Z' })

/** The real draw as it stood on a day of the second week: played up to `played` draw rounds. */
function asOf(draws: Draw[], played: number, change: (game: Game) => Game = notPlayed): Draw[] {
  return draws.map((draw) => ({
    ...draw,
    rounds: draw.rounds?.map((round) =>
      round.order < played ? round : { ...round, games: round.games?.map(change) },
    ),
  }))
}

/** Draw round names of each page, left to right. */
function roundsOfPages(draws: Draw[], slots: number, start: 'play' | 'whole' = 'play') {
  return bracketPages(draws, slots, bracketMessages.en, start).map((page) =>
    page.layout.rounds.map((round) => round.label),
  )
}

describe('a bracket view follows play', () => {
  const game = (status: Game['status'], extra: Partial<Game> = {}) =>
    ({ idx: status, number: 1, status, ...extra }) as Game

  it('starts one played draw round before the earliest one with games to play', () => {
    const done = [game('FINISHED'), game('BYE'), game('FORFEIT')]
    expect(firstRoundInPlay([[game('UPCOMING')], [game('UPCOMING')]])).toBe(0)
    expect(firstRoundInPlay([done, [game('UPCOMING')], [game('UPCOMING')]])).toBe(0)
    expect(firstRoundInPlay([done, done, [game('FINISHED'), game('UPCOMING')], []])).toBe(1)
    // A live game is not played yet, whatever its score says.
    expect(firstRoundInPlay([done, done, done, [game('UPCOMING', { liveStartedAt: 'x' })], []])).toBe(2)
    // A game won on the API's side but still UPCOMING counts as played.
    const won = game('UPCOMING', { winner: { idx: 'w' } } as Partial<Game>)
    expect(firstRoundInPlay([done, [won], [game('UPCOMING')]])).toBe(1)
  })

  it('shows the last four draw rounds of a draw played to the end', () => {
    const done = [game('FINISHED')]
    expect(firstRoundInPlay([done, done, done, done, done, done, done])).toBe(3)
    expect(firstRoundInPlay([done, done])).toBe(0)
  })

  it('makes the real 128-draw in its second week a few pages from the round of 32, not twenty', async () => {
    const draws = await rolandGarrosDraws()
    const slots = slotsThatFit(46)
    expect(slots).toBe(8)
    // Before: the whole draw from the first round, page after page of finished games.
    expect(roundsOfPages(asOf(draws, 3), slots, 'whole').length).toBeGreaterThanOrEqual(9)

    // The round of 16 being played: the round of 32 for context, then on to the final.
    const pages = roundsOfPages(asOf(draws, 3, live), slots)
    expect(pages.length).toBeLessThanOrEqual(3)
    expect(pages[0]?.[0]).toBe('Round of 32')
    expect(pages.flat()).not.toContain('Round of 128')
    expect(pages.flat()).not.toContain('Round of 64')
    // The last page is the road to the final, not a strip of two rounds at the top of the screen.
    expect(pages.at(-1)).toEqual(['Round of 16', 'Quarter-finals', 'Semi-finals', 'Final'])

    // Semi-finals to come: the quarter-finals, the semi-finals and the final on one page.
    expect(roundsOfPages(asOf(draws, 5), slots)).toEqual([['Quarter-finals', 'Semi-finals', 'Final']])
  })

  it('shows the last four draw rounds once the draw is played, and the whole draw when asked', async () => {
    const draws = await rolandGarrosDraws()
    const slots = slotsThatFit(46)
    expect(roundsOfPages(draws, slots)).toEqual([['Round of 16', 'Quarter-finals', 'Semi-finals', 'Final']])
    const whole = bracketPages(draws, slots, bracketMessages.en, 'whole')
    expect(new Set(whole.flatMap((page) => page.layout.columns.flat().map((p) => p.game.idx))).size).toBe(127)
  })
})
