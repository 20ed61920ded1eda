import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { demoTeam } from '../../../test-support/demo-api/demo-team'
import { renderRoute } from '../../../test-support/dom/render-route'

const RG = LANDMARKS.rolandGarros
const P = LANDMARKS.livePadel

async function teamPage(tournamentIdx: string, divisionIdx: string, name: string) {
  const api = startDemoApi()
  const team = demoTeam(api, tournamentIdx, divisionIdx, name)
  await renderRoute(`/tournaments/${tournamentIdx}/teams/${team.idx}?division=${divisionIdx}`, {
    api,
    signedIn: 'main',
  })
  await screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 })
  await screen.findByRole('heading', { name: 'Games' })
}

describe('where a team finished, on its page', () => {
  it('names the champion of a finished draw', async () => {
    await teamPage(RG.tournamentIdx, RG.divisionIdx, 'Novak Djokovic')
    expect(screen.getByText('Champion', { selector: 'p' })).toBeVisible()
    expect(screen.queryByText('Runner-up')).toBeNull()
  })

  it('names the runner-up', async () => {
    await teamPage(RG.tournamentIdx, RG.divisionIdx, 'Casper Ruud')
    expect(screen.getByText('Runner-up', { selector: 'p' })).toBeVisible()
  })

  it('says joint 3rd for a semi-final loser when no play-off decided third place', async () => {
    await teamPage(RG.tournamentIdx, RG.divisionIdx, 'Carlos Alcaraz')
    expect(screen.getByText('Joint 3rd', { selector: 'p' })).toBeVisible()
  })

  it('claims no place while the division’s final is still to be played', async () => {
    await teamPage(P.tournamentIdx, P.womenDivisionIdx, 'Haddad / Costa')
    for (const place of ['Champion', 'Runner-up', /^Joint /]) expect(screen.queryByText(place)).toBeNull()
  })
})
