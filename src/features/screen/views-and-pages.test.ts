import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { createApiClient } from '../../api/client'
import { DEMO_API_URL, demoToken, startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { bracketMessages, gameText, slotText } from '../../components/bracket'
import { bracketPages, slotsThatFit } from './bracket-pages'
import { playToday } from '../../domain/order-of-play'
import { playGame } from '../../domain/play-game'
import { isStillToPlay } from '../../domain/score'
import { courtName } from '../../components/bracket'
import { laneGames, laneWindow } from './court-lanes'
import { poolPages } from './pool-pages'
import { roundTitle, shownViews } from './rotation-views'
import { BRACKET_POPULATE, GAMES_POPULATE, META_POPULATE, STANDINGS_POPULATE } from './screen-queries'

const { livePadel, rolandGarros } = LANDMARKS

/** The demo API in process, its live padel tournament played up to a fixed moment. */
function demo() {
  const api = startDemoApi({ anchor: '2025-06-14T12:00:00Z' })
  return createApiClient({ baseUrl: DEMO_API_URL, getToken: () => demoToken(api), fetch: api.fetch })
}

describe('the views a screen rotates through', () => {
  it('expands a division into its visible rounds and the courts into every visible round', async () => {
    const meta = await demo().getTournament(livePadel.tournamentIdx, { populate: META_POPULATE })
    const views = shownViews(
      [
        { kind: 'division', divisionIdx: livePadel.menDivisionIdx },
        { kind: 'pools', roundIdx: livePadel.poolRoundIdx },
        { kind: 'division', divisionIdx: livePadel.hiddenDivisionIdx },
        // A screen is public: a hidden round is left out even when the link names it.
        { kind: 'pools', roundIdx: livePadel.hiddenRoundIdx },
        { kind: 'bracket', roundIdx: livePadel.hiddenRoundIdx },
        { kind: 'pool', roundIdx: livePadel.mixedPoolRoundIdx, poolIdx: livePadel.mixedDivisionIdx },
        { kind: 'courts' },
      ],
      meta.divisions,
    )
    expect(views.map((view) => view.key)).toEqual([
      `pools:${livePadel.poolRoundIdx}`,
      `bracket:${livePadel.bracketRoundIdx}`,
      `pool:${livePadel.mixedPoolRoundIdx}:${livePadel.mixedDivisionIdx}`,
      'courts',
    ])
    const courts = views.at(-1)
    expect(courts?.kind === 'courts' && courts.roundIdxs).toEqual([
      livePadel.poolRoundIdx,
      livePadel.bracketRoundIdx,
      livePadel.womenBracketRoundIdx,
      livePadel.mixedPoolRoundIdx,
    ])
  })
})

describe('pages of a view', () => {
  it('cut the real 128-player draw into sections that keep the text size, every game on a page', async () => {
    const round = await demo().getRound(rolandGarros.roundIdx, { populate: BRACKET_POPULATE })
    const slots = slotsThatFit(40)
    expect(slots).toBe(7)
    const pages = bracketPages(round.draws, slots, bracketMessages.en, 'whole')
    expect(pages.length).toBeGreaterThan(8)
    for (const page of pages) expect(page.layout.height).toBeLessThanOrEqual(slots)
    const games = new Set(
      pages.flatMap((page) => page.layout.columns.flat().map((placed) => placed.game.idx)),
    )
    expect(games.size).toBe(127)
    expect(pages[0]).toMatchObject({ drawName: 'Main draw', page: 1, pages: pages.length })
    expect(bracketPages(round.draws, 64, bracketMessages.en, 'whole')).toHaveLength(1)
  })

  it('put as many pools on a page as fit, and balance the pages', async () => {
    const round = await demo().getRound(livePadel.poolRoundIdx, { populate: STANDINGS_POPULATE })
    expect(poolPages(round.pools, { widthEm: 70, heightEm: 34 }).map((page) => page.length)).toEqual([4])
    expect(poolPages(round.pools, { widthEm: 40, heightEm: 34 }).map((page) => page.length)).toEqual([2, 2])
    expect(
      poolPages([...round.pools, round.pools[0]!], { widthEm: 100, heightEm: 20 }).map((page) => page.length),
    ).toEqual([3, 2])
  })
})

describe("today's games by court", () => {
  it('are the day’s games of every round, by court in court order, in time order', async () => {
    const client = demo()
    const meta = await client.getTournament(livePadel.tournamentIdx, { populate: META_POPULATE })
    const rounds = await Promise.all(
      [livePadel.poolRoundIdx, livePadel.womenBracketRoundIdx].map((idx) =>
        client.getRound(idx, { populate: GAMES_POPULATE }),
      ),
    )
    const text = (round: (typeof rounds)[number]) =>
      gameText(
        {
          games: round.games,
          pools: round.pools,
          timeZone: meta.timezone ?? 'UTC',
          courtNames: meta.courtNames,
        },
        bracketMessages.en,
        'en',
      )
    const lanes = playToday(
      laneGames(
        rounds.map((round) => ({
          label: roundTitle(meta.divisions, round.idx),
          games: round.games,
          text: text(round),
        })),
      ),
      {
        timeZone: meta.timezone ?? 'UTC',
        now: Date.parse('2025-06-14T12:00:00Z'),
        courtNames: meta.courtNames,
      },
    ).courts
    expect(lanes.map((lane) => courtName(lane.court, bracketMessages.en))).toEqual(
      Object.values(meta.courtNames ?? {}),
    )
    // A game whose teams are not known yet says where they will come from, in the bracket's words.
    const sides = lanes
      .flatMap((lane) => lane.games.map((play) => play.entry))
      .filter(({ game }) => !game.homeTeam)
      .map(({ game, text }) => slotText(null, game.homeTeamDetails, text))
    expect(sides.length).toBeGreaterThan(0)
    expect(
      sides.every((side) => /^(Winner|Loser) of game \d+$|^\d(st|nd|rd|th) of Pool [A-Z]$/.test(side)),
    ).toBe(true)
    for (const lane of lanes) {
      const times = lane.games.map((each) => each.entry.game.time ?? '')
      expect(times).toEqual([...times].sort())
    }
    const live = lanes
      .flatMap((lane) => lane.games)
      .filter((each) => each.entry.game.liveStartedAt && isStillToPlay(each.entry.game))
    expect(live.length).toBeGreaterThan(0)
    expect(lanes[0]?.games[0]?.entry.label).toMatch(/^(Men|Women) open · /)
    const tomorrow = playToday(
      laneGames(
        rounds.map((round) => ({
          label: null,
          games: round.games.filter((game) => !game.liveStartedAt),
          text: text(round),
        })),
      ),
      { timeZone: meta.timezone ?? 'UTC', now: Date.parse('2025-06-15T12:00:00Z') },
    )
    expect(tomorrow.courts).toEqual([])
  })

  it('show the last game played, then what is on and what comes next', async () => {
    const round = await demo().getRound(livePadel.poolRoundIdx, { populate: GAMES_POPULATE })
    const text = gameText({ games: round.games, timeZone: 'UTC' }, bracketMessages.en, 'en')
    const games = [...round.games]
      .sort((a, b) => (a.time ?? '').localeCompare(b.time ?? ''))
      .map((game) => playGame({ game, label: '', text }))
    const firstOpen = games.findIndex((each) => isStillToPlay(each.entry.game))
    const window = laneWindow(games, 3)
    expect(window).toHaveLength(3)
    expect(window[0]).toBe(games[firstOpen - 1])
    expect(
      laneWindow(
        games.filter((each) => !isStillToPlay(each.entry.game)),
        2,
      ),
    ).toEqual(games.filter((each) => !isStillToPlay(each.entry.game)).slice(-2))
  })
})
