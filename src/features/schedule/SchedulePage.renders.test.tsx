import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { renderRoute } from '../../../test-support/dom/render-route'
import { roundQueries } from '../../api/queries'
import * as orderOfPlay from '../../domain/order-of-play'

vi.mock('../../domain/order-of-play', { spy: true })

const P = LANDMARKS.livePadel

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2025-06-14T12:00:00Z') })
})
afterEach(() => vi.useRealTimers())

it('does not derive and draw the day again when every round comes back unchanged', async () => {
  const { context } = await renderRoute(`/tournaments/${P.tournamentIdx}/schedule`, { signedIn: 'main' })
  const courts = await screen.findByRole('region', { name: /^Courts on / })
  // Every round in: the Central court has both the women's draw and the men's pools.
  await vi.waitFor(() => expect(courts).toHaveTextContent('Men open · Group stage'))
  expect(courts).toHaveTextContent('Women open · Main draw')
  const derived = vi.mocked(orderOfPlay.orderOfPlay)
  derived.mockClear()
  // A refetch of every round (as the live poll and a window refocus do) that brings the same
  // answers: TanStack Query hands over new result objects, with the same data.
  await act(() => context.queryClient.refetchQueries({ queryKey: roundQueries.all() }))
  expect(derived).not.toHaveBeenCalled()
  expect(within(courts).getAllByRole('article').length).toBeGreaterThan(10)
})
