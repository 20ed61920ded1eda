import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { DEMO_API_URL, demoToken, startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'

/**
 * A connection the device remembers is checked against the deployment's allowed API origins at
 * start-up (issue 33 §4, decision 0205): one for an origin no longer allowed is not used, its token
 * goes nowhere, and the person is told what happened and what to do.
 */
const STORAGE_KEY = 'courtside.connection'
const DEMO_ORIGIN = new URL(DEMO_API_URL).origin
/** The API this deployment used to read, before `config.json` stopped listing it. */
const RETIRED = 'https://retired-api.example'
/** A first load builds the demo API's dataset in this process: seconds on a small machine. */
const SLOW = { timeout: 30_000 }
const NOT_USED = 'The connection this device remembered was not used'

function rememberOnDevice(token: string, apiBaseUrl: string) {
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ token, apiBaseUrl }))
}

describe('a connection this device remembers, at start-up', () => {
  it(
    'is not used for an API origin the deployment no longer allows, and the person is told',
    SLOW,
    async () => {
      const api = startDemoApi()
      const token = demoToken(api)
      rememberOnDevice(token, RETIRED)
      await renderRoute('/tournaments', { api })

      const notice = (await screen.findByText(NOT_USED, {}, { timeout: 10_000 })).closest('[role="alert"]')
      expect(notice).toHaveTextContent(
        `It was for ${RETIRED}, which this viewer is not set up to use, so it has been forgotten. Connect again with a token for this viewer’s API.`,
      )
      expect(screen.getByLabelText('API token')).toHaveValue('')
      // Its token went nowhere: not to the API it was for, not to the configured one.
      expect(api.sent.filter((request) => request.url.startsWith(RETIRED))).toEqual([])
      expect(api.sent.filter((request) => request.authorization?.includes(token))).toEqual([])
      expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull()

      // What the notice says to do works, and the notice goes when dismissed.
      const user = userEvent.setup()
      await user.click(screen.getByLabelText('API token'))
      await user.paste(token)
      await user.click(screen.getByRole('button', { name: 'Connect' }))
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Riverside Racket Association' }),
      ).toBeVisible()
      expect(api.sent.every((request) => new URL(request.url).origin === DEMO_ORIGIN)).toBe(true)
      await user.click(screen.getByRole('button', { name: 'Dismiss' }))
      expect(screen.queryByText(NOT_USED)).toBeNull()
    },
  )

  it('is used as before for an origin the deployment still allows', SLOW, async () => {
    const api = startDemoApi()
    rememberOnDevice(demoToken(api), DEMO_API_URL)
    await renderRoute('/tournaments', {
      api,
      config: { apiBaseUrl: 'https://configured-api.example', allowedApiOrigins: [DEMO_ORIGIN] },
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tournaments' }, { timeout: 10_000 }),
    ).toBeVisible()
    expect(screen.queryByText(NOT_USED)).toBeNull()
    expect(api.sent.length).toBeGreaterThan(0)
    for (const request of api.sent) {
      expect(new URL(request.url).origin).toBe(DEMO_ORIGIN)
      expect(request.authorization).toBe(`Bearer ${demoToken(api)}`)
    }
  })
})
