import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { renderRoute } from '../../../test-support/dom/render-route'

// The demo's live padel tournament as the API has it at 12:00 UTC on 14 June 2025: a game on every
// court since 12:00, the next ones printed for 13:00 and 14:00 UTC (15:00 and 16:00 in Madrid).
const P = LANDMARKS.livePadel

const estimates = (within: HTMLElement) => [...within.querySelectorAll('time[data-kind="estimate"]')]

describe('estimated starts on the order of play', () => {
  afterEach(() => vi.useRealTimers())

  it(
    'gives every waiting game of today an estimate in its card, reading "on time" while it is',
    { timeout: 30_000 },
    async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2025-06-14T12:00:00Z') })
      await renderRoute(`/tournaments/${P.tournamentIdx}/schedule`, { signedIn: 'main' })
      const courts = await screen.findByRole('region', { name: /^Courts on / }, { timeout: 15_000 })
      const waiting = [...courts.querySelectorAll('article[data-state="upcoming"]')].filter((card) =>
        card.querySelector('span'),
      )
      expect(waiting.length).toBeGreaterThan(5)
      for (const card of waiting) {
        const [estimate] = estimates(card as HTMLElement)
        expect(estimate, card.textContent ?? '').toBeInstanceOf(HTMLTimeElement)
        expect(Date.parse(estimate!.getAttribute('datetime')!)).toBeGreaterThanOrEqual(Date.now() - 60_000)
      }
      // Every court is on time at noon: no estimate beside a printed time, no court said late.
      expect(estimates(courts).every((time) => time.textContent === 'on time')).toBe(true)
      expect(courts).not.toHaveTextContent(/running ~/)
      expect(screen.getByText(/^Estimates \(~\) follow each court’s pace/)).toHaveTextContent(/can be wrong/)
    },
  )

  it(
    'shows a later estimate beside the printed time and says a court runs late when its game overruns',
    { timeout: 30_000 },
    async () => {
      // 13:40 UTC: the 12:00 games are still on (the API's data has not moved), the 13:00 ones wait.
      vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2025-06-14T13:40:00Z') })
      await renderRoute(`/tournaments/${P.tournamentIdx}/schedule`, { signedIn: 'main' })
      const courts = await screen.findByRole('region', { name: /^Courts on / }, { timeout: 15_000 })
      const late = within(courts)
        .getAllByRole('heading', { level: 3 })
        .filter((heading) => /running ~\d+ min late/.test(heading.textContent ?? ''))
      expect(late.length).toBeGreaterThan(0)
      const column = late[0]!.closest('section')!
      // Its next game waits for the game on since 12:00: it is expected later than printed.
      const shown = estimates(column).filter((time) => time.textContent !== 'on time')
      expect(shown.length).toBeGreaterThan(0)
      const first = shown[0]!
      expect(first.textContent).toMatch(/^~\d\d:\d\d( [AP]M)? \(estimate\)$/)
      expect(Date.parse(first.getAttribute('datetime')!)).toBeGreaterThan(Date.parse('2025-06-14T13:40:00Z'))
      // The printed time stays, the estimate beside it.
      expect(first.closest('p')).toHaveTextContent(/\d\d:\d\d( [AP]M)? ~\d\d:\d\d( [AP]M)? \(estimate\)/)
      // The Now strip's next game on each court carries it too.
      const next = screen.getByRole('region', { name: 'Up next' })
      expect(estimates(next).some((time) => time.textContent !== 'on time')).toBe(true)
    },
  )
})
