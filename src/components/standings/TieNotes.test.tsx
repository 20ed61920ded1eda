import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'

const P = LANDMARKS.livePadel

describe('pool tables that explain ties', () => {
  it('marks rows level on points and says under the table which rule separated them, with its figures', async () => {
    const api = startDemoApi()
    await renderRoute(`/rounds/${P.poolRoundIdx}?tournament=${P.tournamentIdx}`, { api, signedIn: 'main' })
    const table = await screen.findByRole('table', { name: 'Pool A' })
    const rows = within(table).getAllByRole('row').slice(1)
    // Van Dijk / Schmidt and Nowak / Okafor both have 6 points; the stored order is kept.
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Van Dijk / Schmidt#',
      'Nowak / Okafor#',
      'Dubois / Patel#',
      'Johansson / Horvat#',
    ])
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual(['1=', '2=', '3=', '4='])
    // Van Dijk and Nowak have not met yet (head-to-head level) and have the same sets difference:
    // games difference, the third rule, separated them.
    const notes = await screen.findByRole('note', { name: 'Level on points' })
    expect(
      within(notes)
        .getAllByRole('listitem')
        .slice(0, 2)
        .map((item) => item.textContent),
    ).toEqual([
      'Pool A, 6 points: Van Dijk / Schmidt and Nowak / Okafor: Games difference (Van Dijk / Schmidt +5, Nowak / Okafor -2).',
      'Pool A, 0 points: Dubois / Patel and Johansson / Horvat: Sets difference (Dubois / Patel -1, Johansson / Horvat -3).',
    ])
    expect(api.sent.filter((request) => request.url.includes('rankedTiebreakRules'))).toHaveLength(1)
  })
})
