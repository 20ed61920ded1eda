import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'

const { livePadel } = LANDMARKS

describe('choosing a tournament in the picker', () => {
  it.each([
    ['/screens/new', 'New venue screen'],
    ['/embeds/new?kind=round', 'Embed results on a website'],
  ])(
    'keeps the page %s, never its skeleton, while the tournament’s answer is slow',
    { timeout: 30_000 },
    async (path, title) => {
      const user = userEvent.setup()
      const api = startDemoApi()
      const name = api.demo.dataset.tournaments.find((each) => each.idx === livePadel.tournamentIdx)!.name
      await renderRoute(path, { api, signedIn: 'main' })
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })
      // Much slower than the router waits before it shows a page's skeleton (a second).
      api.demo.controls.faults.set({
        latencyMs: 2500,
        pathPrefix: `/v1/external/tournaments/${livePadel.tournamentIdx}`,
      })
      await user.click(await screen.findByRole('radio', { name }))
      expect(screen.getByText(`Chosen: ${name}`)).toBeVisible()
      // Looked at every 50 ms until the tournament's divisions are there to pick.
      const shown: string[] = []
      while (!screen.queryByRole('option', { name: 'Women open' }) && shown.length < 200) {
        shown.push(screen.queryByRole('heading', { level: 1 })?.textContent ?? 'no heading')
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(screen.getByRole('option', { name: 'Women open' })).toBeInTheDocument()
      expect(new Set(shown)).toEqual(new Set([title]))
    },
  )
})
