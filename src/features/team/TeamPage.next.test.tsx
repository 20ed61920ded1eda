import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { DEMO_API_URL, startDemoApi, type DemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'
import { demoTeam } from '../../../test-support/demo-api/demo-team'
import { followsKey } from '../../components/team/follows'

const P = LANDMARKS.livePadel

afterEach(() => vi.useRealTimers())

const teamOf = (api: DemoApi, divisionIdx: string, name: string) =>
  demoTeam(api, P.tournamentIdx, divisionIdx, name)

/** The team page at 13:40 UTC on the padel tournament's day, and its "What comes next" rows by term. */
async function comesNext(divisionIdx: string, name: string): Promise<Map<string, HTMLElement>> {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2025-06-14T13:40:00Z') })
  const api = startDemoApi()
  const team = teamOf(api, divisionIdx, name)
  await renderRoute(`/tournaments/${P.tournamentIdx}/teams/${team.idx}?division=${divisionIdx}`, {
    api,
    signedIn: 'main',
  })
  const heading = await screen.findByRole('heading', { name: 'What comes next' }, { timeout: 15_000 })
  const rows = heading.parentElement!.querySelectorAll('dt')
  return new Map([...rows].map((term) => [term.textContent!, term.nextElementSibling as HTMLElement]))
}

describe('what comes next on the team page', () => {
  it(
    'says where a semi-final’s winner and loser go: the final, with its time and estimate, or the play-off for third',
    { timeout: 30_000 },
    async () => {
      // Haddad / Costa play the women's semi-final 14, live; the final is printed for 14:00 UTC (16:00 in Madrid).
      const rows = await comesNext(P.womenDivisionIdx, 'Haddad / Costa')
      const win = rows.get('If they win')!
      expect(win).toHaveTextContent(/^Main draw · Final, vs Mensah \/ Rossi, Sat, Jun 14, 04:00 PM/)
      expect(within(win).getByRole('link', { name: 'Mensah / Rossi' })).toHaveAttribute(
        'href',
        expect.stringContaining(`division=${P.womenDivisionIdx}`),
      )
      // Its estimated start, never before its printed time.
      const estimate = win.querySelector('time[data-kind="estimate"]')!
      expect(Date.parse(estimate.getAttribute('datetime')!)).toBeGreaterThanOrEqual(
        Date.parse('2025-06-14T14:00:00Z'),
      )
      expect(rows.get('If they lose')).toHaveTextContent(
        /^Main draw · 3rd place play-off, vs Costa \/ O'Brien, /,
      )
    },
  )

  it('names the final’s places: champions or second', { timeout: 30_000 }, async () => {
    const rows = await comesNext(P.womenDivisionIdx, 'Mensah / Rossi')
    expect(rows.get('If they win')).toHaveTextContent(/^Champions$/)
    expect(rows.get('If they lose')).toHaveTextContent(/^2nd place$/)
  })

  it(
    'in a placement draw: its final if they win, out and sharing a place if they lose',
    { timeout: 30_000 },
    async () => {
      // Fischer / Santos play a semi-final of the draw for 5th place.
      const rows = await comesNext(P.womenDivisionIdx, 'Fischer / Santos')
      expect(rows.get('If they win')).toHaveTextContent(
        /^Main draw · Final \(5th place\), vs Winner of game 18, /,
      )
      expect(rows.get('If they lose')).toHaveTextContent(/^Out, sharing 7th place$/)
    },
  )

  it(
    'in a pool: the team’s other pool games still to play, in time order, each with its estimate',
    { timeout: 30_000 },
    async () => {
      const rows = await comesNext(P.mixedDivisionIdx, 'Martin / Mensah')
      expect([...rows.keys()]).toEqual(['Still to play in the pool'])
      const games = within(rows.get('Still to play in the pool')!).getAllByRole('listitem')
      expect(games.length).toBeGreaterThan(1)
      const starts = games.map((game) => {
        expect(game).toHaveTextContent(/^vs .+ \/ .+, Sat, Jun 14, \d\d:\d\d [AP]M .*· Pista/)
        return Date.parse(game.querySelector('time[data-kind="estimate"]')!.getAttribute('datetime')!)
      })
      expect(starts).toEqual([...starts].sort((a, b) => a - b))
    },
  )

  it(
    'after a team’s last pool game: the next round’s games its pool’s ranks lead to',
    { timeout: 30_000 },
    async () => {
      const rows = await comesNext(P.menDivisionIdx, 'Van Dijk / Schmidt')
      expect([...rows.keys()]).toEqual(['After the pool, 1st of pool A', 'After the pool, 2nd of pool A'])
      expect(rows.get('After the pool, 1st of pool A')).toHaveTextContent(
        /^Final stage · Quarter-finals, vs 2nd of pool B, Sun, Jun 15, 09:00 AM (on time )?· Pista Central$/,
      )
      expect(rows.get('After the pool, 2nd of pool A')).toHaveTextContent(/vs 1st of pool B, /)
      expect(screen.queryByText('If they win')).toBeNull()
    },
  )
})

it('says it in one line in My teams', { timeout: 30_000 }, async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2025-06-14T13:40:00Z') })
  const api = startDemoApi()
  const followed = [
    [P.womenDivisionIdx, 'Haddad / Costa'],
    [P.mixedDivisionIdx, 'Martin / Mensah'],
  ].map(([divisionIdx, name]) => {
    const team = teamOf(api, divisionIdx!, name!)
    return { idx: team.idx, name: team.name, tournamentIdx: P.tournamentIdx, divisionIdx }
  })
  localStorage.setItem(
    followsKey(new URL(DEMO_API_URL).origin, LANDMARKS.mainOrganization.idx),
    JSON.stringify(followed),
  )
  await renderRoute(`/tournaments/${P.tournamentIdx}`, { api, signedIn: 'main' })
  const strip = await screen.findByRole('region', { name: 'My teams' }, { timeout: 15_000 })
  const [semiFinal, pool] = within(strip).getAllByRole('listitem')
  // The team's name, its next game's two lines, and what comes next.
  await waitFor(() => expect(semiFinal!.querySelectorAll('p')).toHaveLength(4))
  expect(semiFinal!.querySelectorAll('p')[3]).toHaveTextContent(
    /^If they win: Final, vs Mensah \/ Rossi · If they lose: 3rd place play-off, vs Costa \/ O'Brien$/,
  )
  await waitFor(() => expect(pool!.querySelectorAll('p')).toHaveLength(4))
  const line = pool!.querySelectorAll('p')[3]!
  expect(line).toHaveTextContent(
    /^Still to play in the pool: vs .+ \/ .+, Sat, Jun 14, \d\d:\d\d [AP]M .*· Pista/,
  )
  expect(line.querySelector('time[data-kind="estimate"]')).toBeInstanceOf(HTMLTimeElement)
})
