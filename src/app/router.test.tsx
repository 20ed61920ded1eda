import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../server/src/data/landmarks'
import { startDemoApi } from '../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../test-support/dom/render-route'

/*
 * Every page loads the same way (docs/architecture.md, "How a page loads"): the router's default
 * views say what a staff page shows when its link is broken or names nothing; embeds say it in
 * their own look.
 */
const T = LANDMARKS.livePadel.tournamentIdx
const BAD = 'not-an-id'

describe('a staff page’s link', () => {
  it.each([
    `/tournaments/${BAD}`,
    `/tournaments/${BAD}/schedule`,
    `/tournaments/${BAD}/teams`,
    `/tournaments/${T}/teams/${BAD}`,
    `/tournaments/${T}/divisions/${BAD}`,
    `/rounds/${BAD}`,
  ])('with a malformed id (%s) says so in the staff app, asking the API nothing', async (path) => {
    const api = startDemoApi()
    await renderRoute(path, { api, signedIn: 'main' })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link’s id is malformed' }),
    ).toBeVisible()
    expect(screen.getByRole('banner')).toHaveTextContent('Courtside')
    expect(api.sent).toEqual([])
  })

  it('naming a record of another organization says it is not found there', async () => {
    const other = LANDMARKS.secondOrganizationTournament
    await renderRoute(`/tournaments/${other.tournamentIdx}`, { signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Not found in your organization',
    )
  })
})

describe('an address that matches no page', () => {
  it.each(['/no/such/page', `/tournaments/${T}/no-such-part`])(
    '(%s) shows the not-found page in the staff app, with a way home',
    async (path) => {
      await renderRoute(path, { signedIn: 'main' })
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
      expect(screen.getByRole('banner')).toHaveTextContent('Courtside')
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
    },
  )
})

describe('an embed’s failure', () => {
  it.each([`/embed/tournaments/${BAD}`, `/embed/tournaments/${T}/teams/${BAD}`])(
    'with a malformed id (%s) is told in the embed’s words, without the staff app',
    async (path) => {
      await renderRoute(path, { signedIn: 'main' })
      expect(await screen.findByRole('alert')).toHaveTextContent(/link to these results is incomplete/)
      expect(screen.queryByRole('banner')).toBeNull()
      expect(screen.queryByRole('heading', { name: 'This link’s id is malformed' })).toBeNull()
    },
  )

  it('at an address that is no embed is the embed’s not-found, not the staff page', async () => {
    await renderRoute('/embed/no-such-embed', { signedIn: 'main' })
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be found/)
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull()
    expect(screen.queryByRole('banner')).toBeNull()
  })
})
