import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { DEMO_API_URL, startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'
import { demoTeam } from '../../../test-support/demo-api/demo-team'
import { followsKey } from './follows'

// 13:40 UTC on the live padel tournament's day: Van Dijk / Schmidt's pool game printed for 13:00
// UTC (03:00 PM in Madrid) has not begun, its court still busy with the game put on at 12:00.
const P = LANDMARKS.livePadel
const NOW = Date.parse('2025-06-14T13:40:00Z')

afterEach(() => vi.useRealTimers())

/** Follows Van Dijk / Schmidt, opens `path`, and gives the team's item in My teams. */
async function followedItem(path: string): Promise<HTMLElement> {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW })
  const api = startDemoApi()
  const team = demoTeam(api, P.tournamentIdx, P.menDivisionIdx, 'Van Dijk / Schmidt')
  localStorage.setItem(
    followsKey(new URL(DEMO_API_URL).origin, LANDMARKS.mainOrganization.idx),
    JSON.stringify([
      { idx: team.idx, name: team.name, tournamentIdx: P.tournamentIdx, divisionIdx: P.menDivisionIdx },
    ]),
  )
  await renderRoute(path, { api, signedIn: 'main' })
  const strip = await screen.findByRole('region', { name: 'My teams' }, { timeout: 15_000 })
  const item = within(strip).getByRole('listitem')
  await within(item).findByText(/^Next game: /)
  return item
}

function estimateIn(item: HTMLElement): HTMLTimeElement {
  const estimate = item.querySelector<HTMLTimeElement>('time[data-kind="estimate"]')
  expect(estimate, item.textContent ?? '').toBeInstanceOf(HTMLTimeElement)
  return estimate!
}

describe('estimated starts in My teams', () => {
  it(
    'on the tournament page: the next game’s estimate beside its printed time',
    { timeout: 30_000 },
    async () => {
      const item = await followedItem(`/tournaments/${P.tournamentIdx}`)
      const estimate = estimateIn(item)
      expect(estimate.textContent).toMatch(/^~03:[4-5]\d PM \(estimate\)$/)
      expect(Date.parse(estimate.getAttribute('datetime')!)).toBeGreaterThanOrEqual(NOW)
      expect(item).toHaveTextContent(/Next game: Sat, Jun 14, 03:00 PM ~03:[4-5]\d PM \(estimate\) · /)
    },
  )

  it(
    'on the order of play: the page’s own estimate, the one its court card shows',
    { timeout: 30_000 },
    async () => {
      const item = await followedItem(`/tournaments/${P.tournamentIdx}/schedule`)
      const estimate = estimateIn(item)
      expect(estimate.textContent).toMatch(/^~03:[4-5]\d PM \(estimate\)$/)
      const courts = screen.getByRole('region', { name: /^Courts on / })
      const card = [...courts.querySelectorAll('article[data-state="upcoming"]')].find(
        (each) =>
          each.textContent?.includes('Van Dijk / Schmidt') && each.textContent.includes('Nowak / Okafor'),
      )!
      expect(card.querySelector('time[data-kind="estimate"]')?.getAttribute('datetime')).toBe(
        estimate.getAttribute('datetime'),
      )
    },
  )
})
