import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { renderRoute } from '../../../test-support/dom/render-route'

// The demo's live padel tournament as the API has it at 13:40 UTC on 14 June 2025: the games put
// on court at 12:00 are still on (the data does not move), the ones printed for 13:00 wait.
const P = LANDMARKS.livePadel
const NOW = Date.parse('2025-06-14T13:40:00Z')

const screenPath = (views: string) => `/screen?tournament=${P.tournamentIdx}&views=${views}`
const estimateOf = (element: Element) => element.querySelector('time[data-kind="estimate"]')

/** The courts (regions named by court) whose head says they run late; at least one. */
async function lateCourts(): Promise<HTMLElement[]> {
  await screen.findByRole('region', { name: 'Pista Central' }, { timeout: 15_000 })
  const late = screen
    .getAllByRole('region')
    .filter((court) => /running ~\d+ min late/.test(court.querySelector('h3')?.textContent ?? ''))
  expect(late.length).toBeGreaterThan(0)
  return late
}

/** A waiting game's printed time and estimate, as its tile shows them: "03:00 PM" beside "~03:55 PM (estimate)". */
function expectShownLater(meta: Element) {
  const estimate = estimateOf(meta)!
  const printed = meta.querySelector('.screen-game-when')!.textContent!.replace(/^\D+/, '')
  expect(printed).toMatch(/^\d\d:\d\d( [AP]M)?$/)
  expect(estimate.textContent).toMatch(/^~\d\d:\d\d( [AP]M)? \(estimate\)$/)
  expect(estimate.textContent).not.toBe(`~${printed} (estimate)`)
  expect(estimate).not.toHaveClass('sr-only')
  expect(Date.parse(estimate.getAttribute('datetime')!)).toBeGreaterThan(NOW)
}

describe('estimated starts on the venue screen', () => {
  afterEach(() => vi.useRealTimers())

  it(
    'courts view: every waiting game carries its estimate, shown beside the printed time on a court running late',
    { timeout: 30_000 },
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW })
      await renderRoute(screenPath('courts'), { signedIn: 'main' })
      const [late] = await lateCourts()
      const waiting = [...document.querySelectorAll('.screen-lane li[data-state="upcoming"]')]
      expect(waiting.length).toBeGreaterThan(5)
      for (const tile of waiting) {
        const estimate = estimateOf(tile)
        expect(estimate, tile.textContent ?? '').toBeInstanceOf(HTMLTimeElement)
        expect(Date.parse(estimate!.getAttribute('datetime')!)).toBeGreaterThanOrEqual(NOW - 60_000)
      }
      const next = late!.querySelector('li[data-state="upcoming"]')!
      expectShownLater(next.querySelector('.screen-game-meta')!)
    },
  )

  it(
    'live view: each court’s next game carries its estimate, shown beside "Next" on a court running late',
    { timeout: 30_000 },
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW })
      await renderRoute(screenPath('live'), { signedIn: 'main' })
      const late = await lateCourts()
      const nexts = [...document.querySelectorAll('.screen-live-next')]
      expect(nexts.length).toBeGreaterThan(1)
      for (const next of nexts)
        expect(estimateOf(next), next.textContent ?? '').toBeInstanceOf(HTMLTimeElement)
      expectShownLater(late[0]!.querySelector('.screen-live-next .screen-game-meta')!)
    },
  )
})
