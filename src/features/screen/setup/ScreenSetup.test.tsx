import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../../server/src/data/landmarks'
import { DEFAULT_RETRY_POLICY } from '../../../api/retry'
import { demoToken, startDemoApi, type DemoApi } from '../../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../../test-support/dom/render-route'
import { withManyMoreTournaments } from '../../../../test-support/data/many-more-tournaments'

const { livePadel, manyTournamentsOldest: oldest } = LANDMARKS

/** The offsets of the tournament lists read so far, in order. */
const listOffsets = (api: DemoApi) =>
  api.sent
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/v1/external/tournaments')
    .map((url) => Number(url.searchParams.get('offset')))

/** Signed in to the organization of 250 tournaments; the 250th is on no first page of 100. */
async function renderForManyTournaments(path: string, api = startDemoApi()) {
  const rendered = await renderRoute(path, {
    api,
    signedIn: { token: demoToken(api, 'many') },
    retryPolicy: { ...DEFAULT_RETRY_POLICY, maxRetries: 0 },
  })
  expect(await screen.findByRole('heading', { level: 1, name: 'New venue screen' })).toBeVisible()
  return rendered
}

describe('the screen setup page', () => {
  it('starts from the round a link names, builds a rotation and gives a link with the token only after #', async () => {
    const user = userEvent.setup()
    const { router, context } = await renderRoute(
      `/screens/new?tournament=${livePadel.tournamentIdx}&round=${livePadel.poolRoundIdx}`,
      { signedIn: 'main' },
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'New venue screen' })).toBeVisible()
    const rotation = screen.getByRole('list', { name: 'Rotation' })
    expect(rotation).toHaveTextContent('All pools · Men open · Group stage')
    expect(screen.getByLabelText('Division')).toHaveDisplayValue('Men open')

    await screen.findByRole('option', { name: 'Pool B' })
    await user.selectOptions(screen.getByLabelText('Pool'), 'Pool B')
    await user.click(screen.getByRole('button', { name: 'Add the table of Pool B' }))
    await user.click(screen.getByRole('button', { name: 'Add today’s games by court' }))
    await user.click(screen.getByRole('button', { name: 'Move up: Today’s games by court' }))
    expect(
      within(rotation)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('All pools · Men open · Group stage'),
      expect.stringContaining('Today’s games by court'),
      expect.stringContaining('Pool table · Men open · Group stage · Pool B'),
    ])
    await user.click(screen.getByLabelText('Light (bright rooms)'))
    await user.selectOptions(screen.getByLabelText('Each page stays'), '30 seconds')

    const token = context.session.getToken() ?? ''
    const shown = screen.getByLabelText('Link to open on the screen')
    expect(shown).not.toHaveValue(expect.stringContaining(token) as never)
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await screen.findByText('Link copied. Open it in the screen’s browser.')).toBeVisible()
    const link = new URL(await navigator.clipboard.readText())
    expect(link.pathname).toBe('/screen')
    expect(link.searchParams.get('views')).toBe(
      `pools:${livePadel.poolRoundIdx},courts,pool:${livePadel.poolRoundIdx}:${await poolB(context)}`,
    )
    expect(link.searchParams.get('theme')).toBe('light')
    expect(link.searchParams.get('rotate')).toBe('30')
    expect(link.search).not.toContain(token)
    expect(link.hash).toBe(`#token=${token}&remember=1`)
    expect(
      screen.getByText(/Anyone who has this link can read all of your organization’s tournament data/),
    ).toBeVisible()
    // What was chosen is in the page's own address, so a reload keeps it.
    await waitFor(() => expect(router.state.location.search).toMatchObject({ theme: 'light', rotate: 30 }))
    expect(screen.getByRole('region', { name: 'Preview of the screen' })).toBeVisible()
  })
})

describe('the screen setup page’s live view and bracket start', () => {
  it('adds the live view to the rotation and puts the whole-draw choice in the link', async () => {
    const user = userEvent.setup()
    await renderRoute(
      `/screens/new?tournament=${livePadel.tournamentIdx}&round=${livePadel.womenBracketRoundIdx}`,
      { signedIn: 'main' },
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'New venue screen' })).toBeVisible()
    await user.click(await screen.findByRole('button', { name: 'Add what is on each court now' }))
    const rotation = screen.getByRole('list', { name: 'Rotation' })
    expect(rotation).toHaveTextContent('On court now and next')
    await user.click(screen.getByRole('checkbox', { name: 'Show the whole link' }))
    const link = () =>
      new URL((screen.getByLabelText('Link to open on the screen') as HTMLInputElement).value)
    expect(link().searchParams.get('views')).toBe(`bracket:${livePadel.womenBracketRoundIdx},live`)
    // Brackets follow play unless asked: the default is left out of the link.
    expect(link().searchParams.has('bracket')).toBe(false)
    await user.click(screen.getByRole('checkbox', { name: 'Show brackets from the first round' }))
    await waitFor(() => expect(link().searchParams.get('bracket')).toBe('whole'))
  }, 20_000)

  it('offers the Champions view, and puts it in the link', async () => {
    const user = userEvent.setup()
    await renderRoute(`/screens/new?tournament=${livePadel.tournamentIdx}`, { signedIn: 'main' })
    await user.click(await screen.findByRole('button', { name: 'Add the champions, once decided' }))
    expect(screen.getByRole('list', { name: 'Rotation' })).toHaveTextContent(
      'Champions of the divisions decided so far',
    )
    await user.click(screen.getByRole('checkbox', { name: 'Show the whole link' }))
    const link = new URL((screen.getByLabelText('Link to open on the screen') as HTMLInputElement).value)
    expect(link.searchParams.get('views')).toBe('champions')
  }, 20_000)
})

describe('the screen setup page’s tournament picker, for an organization of 250 tournaments', () => {
  it('finds the 250th by a part of its name, reading the list 100 at a time, once', async () => {
    const user = userEvent.setup()
    const { router, api } = await renderForManyTournaments('/screens/new')
    expect(screen.getByText('1 tournament in progress')).toBeVisible()
    await user.click(screen.getByRole('checkbox', { name: 'Include tournaments not in progress' }))
    expect(await screen.findByText('250 tournaments')).toBeVisible()
    expect(screen.queryByRole('radio', { name: oldest.name })).toBeNull()

    await user.type(screen.getByRole('searchbox', { name: 'Find by name' }), 'gdansk LANT')
    await user.click(await screen.findByRole('radio', { name: oldest.name }))
    expect(await screen.findByText(`Chosen: ${oldest.name}`)).toBeVisible()
    expect(screen.getByText('1 tournament matches')).toBeVisible()
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ tournament: oldest.tournamentIdx }),
    )
    // Its divisions, to go on picking the screen's views.
    expect(await screen.findByRole('option', { name: 'Mixed doubles' })).toBeInTheDocument()

    // Typing more, or again, reads nothing more: the three pages of 100 are in the cache.
    await user.clear(screen.getByRole('searchbox', { name: 'Find by name' }))
    await user.type(screen.getByRole('searchbox', { name: 'Find by name' }), 'gdańsk')
    // Thirteen generated in Gdańsk, and the Lantern Cup.
    expect(await screen.findByText('14 tournaments match')).toBeVisible()
    expect(listOffsets(api)).toEqual([0, 0, 100, 200])
  })

  it('pages to the 250th, reading only the pages of 100 it shows', async () => {
    const user = userEvent.setup()
    const { api } = await renderForManyTournaments('/screens/new')
    await user.click(screen.getByRole('checkbox', { name: 'Include tournaments not in progress' }))
    const pages = await screen.findByRole('navigation', { name: 'Pages of tournaments' })
    expect(within(pages).getByText('Page 1 of 25')).toBeVisible()
    await user.click(within(pages).getByRole('button', { name: 'Last page' }))
    expect(within(pages).getByText('Page 25 of 25')).toBeVisible()
    await user.click(await screen.findByRole('radio', { name: oldest.name }))
    expect(screen.getByText(`Chosen: ${oldest.name}`)).toBeVisible()
    expect(within(screen.getByRole('radiogroup', { name: 'Tournament' })).getAllByRole('radio')).toHaveLength(
      10,
    )
    await user.click(within(pages).getByRole('button', { name: 'Previous page' }))
    expect(within(pages).getByText('Page 24 of 25')).toBeVisible()
    // In progress only (what the page opens with), then every status: its first and its last page.
    expect(listOffsets(api)).toEqual([0, 0, 200])
  })

  it('says in its place when a page of the list fails, and goes on from there when asked', async () => {
    const user = userEvent.setup()
    const api = startDemoApi()
    await renderForManyTournaments('/screens/new', api)
    await user.click(screen.getByRole('checkbox', { name: 'Include tournaments not in progress' }))
    expect(await screen.findByText('250 tournaments')).toBeVisible()
    api.demo.controls.faults.set({ errorRate: 1, errorStatus: 500, pathPrefix: '/v1/external/tournaments' })
    await user.type(screen.getByRole('searchbox', { name: 'Find by name' }), 'lantern')
    const failure = await screen.findByRole('alert')
    expect(failure).toHaveTextContent('The API had a problem')
    expect(screen.getByText('Looking through the tournaments: 100 of 250…')).toBeVisible()
    // The rest of the page works meanwhile.
    await user.click(screen.getByRole('radio', { name: 'Light (bright rooms)' }))
    api.demo.controls.faults.clear()
    await user.click(within(failure).getByRole('button', { name: 'Try again' }))
    await user.click(await screen.findByRole('radio', { name: oldest.name }))
    expect(await screen.findByText(`Chosen: ${oldest.name}`)).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('keeps the tournament a link names, by name, though no page shown holds it', async () => {
    await renderForManyTournaments(`/screens/new?tournament=${oldest.tournamentIdx}&round=${oldest.roundIdx}`)
    expect(screen.getByText(`Chosen: ${oldest.name}`)).toBeVisible()
    expect(screen.getByRole('list', { name: 'Rotation' })).toHaveTextContent(
      'All pools · Mixed doubles · Round robin',
    )
  })
})

describe('the screen setup page’s tournament picker, for an organization of 10,250 tournaments', () => {
  it(
    'stops a search after 1,000, says so in its place, and reads 1,000 more only when asked',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup()
      const api = startDemoApi({ dataset: withManyMoreTournaments(startDemoApi().demo.dataset, 10_000) })
      await renderForManyTournaments('/screens/new', api)
      await user.click(screen.getByRole('checkbox', { name: 'Include tournaments not in progress' }))
      expect(await screen.findByText('10250 tournaments')).toBeVisible()

      await user.type(screen.getByRole('searchbox', { name: 'Find by name' }), 'lantern')
      const stopped = await screen.findByText(
        'No match among the 1000 most recent of 10250 tournaments: a search reads no further unless asked, to spare the token’s requests.',
        {},
        { timeout: 20_000 },
      )
      expect(stopped).toBeVisible()
      // In progress (what the page opens with), then ten pages of 100 of every status.
      expect(listOffsets(api)).toEqual([0, ...Array.from({ length: 10 }, (_, i) => i * 100)])

      await user.click(screen.getByRole('button', { name: 'Look through 1000 more' }))
      expect(
        await screen.findByText(
          /^No match among the 2000 most recent of 10250 tournaments/,
          {},
          { timeout: 20_000 },
        ),
      ).toBeVisible()
      expect(listOffsets(api)).toHaveLength(1 + 20)
      expect(screen.queryByRole('radio', { name: oldest.name })).toBeNull()
    },
  )
})

async function poolB(context: Awaited<ReturnType<typeof renderRoute>>['context']) {
  const round = await context.api.getRound(livePadel.poolRoundIdx, { populate: ['pools'] })
  return round.pools.find((pool) => pool.name === 'Pool B')?.idx
}
