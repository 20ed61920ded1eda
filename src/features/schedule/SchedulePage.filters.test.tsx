import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { renderRoute } from '../../../test-support/dom/render-route'

const P = LANDMARKS.livePadel
const SCHEDULE = `/tournaments/${P.tournamentIdx}/schedule`

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2025-06-14T12:00:00Z') })
})
afterEach(() => vi.useRealTimers())

// Each test draws the whole order of play (again after each filter): slow on a busy 2-core machine.
const filtersButton = () => screen.getByRole('button', { name: /^Filters/ })

describe('the order of play’s filters behind one control (on a phone)', () => {
  it('says which filters are set, from the address', async () => {
    await renderRoute(`${SCHEDULE}?division=${P.menDivisionIdx}&court=3&q=smith`, { signedIn: 'main' })
    await screen.findByRole('heading', { level: 1, name: 'Order of play' })
    await waitFor(() => expect(filtersButton()).toHaveAccessibleName('Filters: Men open · Pista 3 · “smith”'))
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'false')
  }, 15_000)

  it('says only "Filters" when none is set, opens them, and keeps them usable from the keyboard', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
    const { router } = await renderRoute(SCHEDULE, { signedIn: 'main' })
    await screen.findByRole('heading', { level: 1, name: 'Order of play' })
    const button = filtersButton()
    expect(button).toHaveAccessibleName('Filters')
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(panel).toHaveAttribute('role', 'search')
    expect(panel).toHaveClass('hidden')

    // Opened from the keyboard: Enter on the control, then Tab into the filters.
    button.focus()
    await user.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(panel).not.toHaveClass('hidden')
    await user.tab()
    expect(within(panel!).getByLabelText('Division')).toHaveFocus()
    await user.selectOptions(within(panel!).getByLabelText('Division'), 'Mixed')
    await waitFor(() => expect(router.state.location.search).toEqual({ division: P.mixedDivisionIdx }))
    expect(button).toHaveAccessibleName('Filters: Mixed')

    // Escape closes them and gives the focus back to the control.
    within(panel!).getByLabelText('Court').focus()
    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()
    expect(panel).toHaveClass('hidden')
  }, 15_000)
})
