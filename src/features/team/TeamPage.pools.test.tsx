import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { demoTeam } from '../../../test-support/demo-api/demo-team'
import { renderRoute } from '../../../test-support/dom/render-route'

const P = LANDMARKS.livePadel

/** The team page of a men's team, and its line in the "Pool standings" section. */
async function poolLine(name: string): Promise<HTMLElement> {
  const api = startDemoApi()
  const team = demoTeam(api, P.tournamentIdx, P.menDivisionIdx, name)
  await renderRoute(`/tournaments/${P.tournamentIdx}/teams/${team.idx}?division=${P.menDivisionIdx}`, {
    api,
    signedIn: 'main',
  })
  const section = await screen.findByRole('region', { name: 'Pool standings' }, { timeout: 10_000 })
  return within(section).getByRole('listitem')
}

describe('where a team stands in its pool, on its page', () => {
  it('says through, with the mark the pool table shows, when no game left can change it', async () => {
    // Pool A, two games left: the top two cannot be caught (the round page's marks say the same).
    const line = await poolLine('Van Dijk / Schmidt')
    expect(within(line).getByRole('img', { name: 'Through' })).toBeVisible()
    expect(line).toHaveTextContent('Through to the knockout, however the games left end')
  })

  it('says out when it can no longer reach the places that go through', async () => {
    const line = await poolLine('Johansson / Horvat')
    expect(within(line).getByRole('img', { name: 'Out' })).toBeVisible()
    expect(line).toHaveTextContent('Out: can no longer reach the qualifying places')
  })

  it('says what its next game decides while the pool is open', async () => {
    // Pool C is open for all four teams: no mark, a sentence about the next game instead.
    const line = await poolLine('Nowak / Petrov')
    expect(within(line).queryByRole('img')).toBeNull()
    expect(line).toHaveTextContent(/A win against .+ (takes them through|leaves it to)/)
    expect(line).toHaveTextContent(/; a loss (puts them out|leaves it to)/)
  })
})
