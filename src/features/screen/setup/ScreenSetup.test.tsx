import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../../server/src/data/landmarks'
import { renderRoute } from '../../../../test-support/dom/render-route'

const { livePadel } = LANDMARKS

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

async function poolB(context: Awaited<ReturnType<typeof renderRoute>>['context']) {
  const round = await context.api.getRound(livePadel.poolRoundIdx, { populate: ['pools'] })
  return round.pools.find((pool) => pool.name === 'Pool B')?.idx
}
