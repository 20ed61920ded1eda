import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LANDMARKS } from '../../server/src/data/landmarks'
import { DEMO_API_URL, demoToken, startDemoApi } from '../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../test-support/dom/render-route'

/**
 * Every page, venue screen and embed against answers that use the freedom the contract leaves
 * (issue 33 §2, decision 0523): the fields a page can do without null or absent, a prize that
 * parses as Infinity, and the last tournament, division and team of every list unreadable. Each
 * shows its content, a dash or nothing where a field was, and says what it left out.
 */
const P = LANDMARKS.livePadel
const T = P.tournamentIdx

// The live tournament's day (see SchedulePage.test.tsx): the order of play opens on it.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2025-06-14T12:00:00Z') })
})
afterEach(() => vi.useRealTimers())

/**
 * A demo API answering with gaps, and the men's open division's teams as it listed them before:
 * the last is the one the broken answers leave out.
 */
async function demoWithGaps(gaps: 'null' | 'absent') {
  const api = startDemoApi()
  const response = await api.demo.fetch(
    new Request(`${DEMO_API_URL}/v1/external/tournaments/${T}/teams?division=${P.menDivisionIdx}`, {
      headers: { Authorization: `Bearer ${demoToken(api)}` },
    }),
  )
  const menTeams = (await response.json()) as { idx: string; name: string }[]
  api.demo.controls.faults.set({ gaps, brokenItems: true })
  return { api, menTeams }
}

/** The page's note on what its answers left out. */
async function note(text: RegExp) {
  const found = await screen.findByText(text)
  expect(found).toHaveAttribute('role', 'note')
  return found
}
/** A page's first load, the demo API's dataset built in the same process: seconds on a small machine. */
const SLOW = { timeout: 30_000 }
const LEFT_OUT = /could not be shown: the API’s answer was incomplete\.$/

describe.each(['null', 'absent'] as const)('with the open fields %s and a broken last item', (gaps) => {
  it('the tournament list shows the other tournaments and says one is missing', SLOW, async () => {
    await renderRoute('/tournaments', { api: (await demoWithGaps(gaps)).api, signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible()
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(24)
    expect(await note(/^1 tournament could not be shown/)).toHaveTextContent(LEFT_OUT)
  })

  it(
    'the tournament page shows its divisions, club and details, a dash for what it lacks, UTC for its zone',
    SLOW,
    async () => {
      await renderRoute(`/tournaments/${T}`, { api: (await demoWithGaps(gaps)).api, signedIn: 'main' })
      const header = (await screen.findByRole('heading', { level: 1, name: 'Riverside Padel Open' })).closest(
        'header',
      )!
      expect(header).toHaveTextContent('Dates and times in UTC')
      expect(await note(/^1 division could not be shown/)).toBeVisible()
      const divisions = within(screen.getByRole('region', { name: 'Divisions' }))
      expect(divisions.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
        'Men open',
        'Women open',
        'Mixed',
      ])
      // A round without a name is still a link to its page.
      expect(divisions.getAllByRole('link', { name: '–' }).length).toBeGreaterThanOrEqual(4)
      const club = within(screen.getByRole('region', { name: 'Club' }))
      expect(club.getByText('Pista Central')).toBeVisible()
      const details = within(screen.getByRole('region', { name: 'Details' }))
      expect(details.getByText('Time zone').nextElementSibling).toHaveTextContent('– (UTC)')
      expect(details.getByText('Total prize').nextElementSibling).toHaveTextContent('–')
    },
  )

  it('the division page shows its rounds and teams, a dash for the facts it lacks', SLOW, async () => {
    const { api, menTeams } = await demoWithGaps(gaps)
    await renderRoute(`/tournaments/${T}/divisions/${P.menDivisionIdx}`, { api, signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Men open' })).toBeVisible()
    expect(screen.getByText('Format').nextElementSibling).toHaveTextContent('–')
    expect(screen.getByText('Capacity').nextElementSibling).toHaveTextContent(
      gaps === 'null' ? 'Unlimited' : '–',
    )
    expect(await screen.findByText(menTeams[0]!.name)).toBeVisible()
    expect(screen.queryByText(menTeams.at(-1)!.name)).toBeNull()
    expect(await note(/^1 team could not be shown/)).toBeVisible()
  })

  it('the teams page shows the teams it could read, by division', SLOW, async () => {
    const { api, menTeams } = await demoWithGaps(gaps)
    await renderRoute(`/tournaments/${T}/teams`, { api, signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Teams' })).toBeVisible()
    expect(await screen.findByText(menTeams[0]!.name)).toBeVisible()
    expect(await note(/^1 division and 1 team could not be shown/)).toBeVisible()
  })

  it('a pool round shows every pool table, each named by a dash', SLOW, async () => {
    await renderRoute(`/rounds/${P.poolRoundIdx}?tournament=${T}`, {
      api: (await demoWithGaps(gaps)).api,
      signedIn: 'main',
    })
    expect(await screen.findByRole('heading', { level: 1, name: '–' })).toBeVisible()
    const tables = await screen.findAllByRole('table', { name: '–' })
    expect(tables).toHaveLength(4)
    for (const table of tables) expect(within(table).getAllByRole('row')).toHaveLength(5)
    expect(screen.getByRole('region', { name: 'Games' })).toHaveTextContent(/\d+ games/)
  })

  it('a bracket round shows its draw and games, in UTC', SLOW, async () => {
    const { api } = await demoWithGaps(gaps)
    await renderRoute(`/rounds/${P.bracketRoundIdx}?tournament=${T}`, { api, signedIn: 'main' })
    const bracket = await screen.findByRole('group', { name: 'Main draw: bracket' })
    expect(within(bracket).getAllByRole('article').length).toBeGreaterThan(2)
    expect(
      within(bracket)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toContain('–')
    expect(screen.getByText('Times in UTC')).toBeVisible()
    // The seeds come from the division's teams, whose last could not be read.
    expect(await note(/^1 team could not be shown/)).toBeVisible()
  })

  it('the team page shows the team’s games and pool rows', SLOW, async () => {
    const { api, menTeams } = await demoWithGaps(gaps)
    const team = menTeams[0]!
    await renderRoute(`/tournaments/${T}/teams/${team.idx}?division=${P.menDivisionIdx}`, {
      api,
      signedIn: 'main',
    })
    expect(await screen.findByRole('heading', { level: 1, name: team.name })).toBeVisible()
    const games = within(await screen.findByRole('region', { name: 'Games' }))
    expect(games.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3)
    expect(games.getByText(/Times in UTC/)).toBeVisible()
  })

  it('the order of play shows the day’s games by court, in UTC', SLOW, async () => {
    await renderRoute(`/tournaments/${T}/schedule`, { api: (await demoWithGaps(gaps)).api, signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Order of play' })).toBeVisible()
    expect(screen.getByText('Times in UTC')).toBeVisible()
    const courts = await screen.findByRole('region', { name: /^Courts on / })
    expect(within(courts).getByRole('heading', { level: 3, name: /^Pista Central/ })).toBeVisible()
    expect(await note(/^1 division could not be shown/)).toBeVisible()
  })

  it('a venue screen shows the round’s pool tables, and says what it left out', SLOW, async () => {
    const views = encodeURIComponent(`pools:${P.poolRoundIdx}`)
    await renderRoute(`/screen?tournament=${T}&views=${views}`, {
      api: (await demoWithGaps(gaps)).api,
      signedIn: 'main',
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Padel Open' })).toBeVisible()
    expect(await screen.findByRole('heading', { level: 2, name: 'Men open' })).toBeVisible()
    expect(await screen.findAllByRole('table')).toHaveLength(4)
    expect(await note(/^1 division could not be shown/)).toBeVisible()
  })

  it('the embeds show the tournament, a division, a round and a team', SLOW, async () => {
    const { api, menTeams } = await demoWithGaps(gaps)
    const { unmount } = await renderRoute(`/embed/tournaments/${T}`, { api, signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Padel Open' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Men open' })).toBeVisible()
    expect(await note(/^1 division could not be shown/)).toBeVisible()
    unmount()

    const round = await renderRoute(`/embed/tournaments/${T}/rounds/${P.bracketRoundIdx}`, {
      api,
      signedIn: 'main',
    })
    expect(await screen.findByRole('heading', { level: 1, name: '–' })).toBeVisible()
    const bracket = await screen.findByRole('group', { name: 'Main draw: bracket' })
    expect(within(bracket).getAllByRole('article').length).toBeGreaterThan(2)
    round.unmount()

    const division = await renderRoute(`/embed/tournaments/${T}/divisions/${P.menDivisionIdx}`, {
      api,
      signedIn: 'main',
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Men open' })).toBeVisible()
    expect(await screen.findAllByRole('table')).toHaveLength(4)
    division.unmount()

    const team = menTeams[0]!
    await renderRoute(`/embed/tournaments/${T}/teams/${team.idx}?division=${P.menDivisionIdx}`, {
      api,
      signedIn: 'main',
    })
    expect(await screen.findByRole('heading', { level: 1, name: team.name })).toBeVisible()
    expect(
      within(await screen.findByRole('list', { name: 'Games' })).getAllByRole('listitem').length,
    ).toBeGreaterThan(2)
  })
})
