import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SCHEDULE_ROUND_POPULATE } from '../../api/views/round'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { startDemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'

const PADEL = LANDMARKS.livePadel.tournamentIdx

describe('the tournament page’s "Now"', () => {
  it('says, for a tournament in progress, how many games are live and on which courts, and links to the order of play', async () => {
    const api = startDemoApi()
    const padel = api.demo.dataset.tournaments.find((tournament) => tournament.idx === PADEL)!
    const live = padel.rounds
      .flatMap((round) => round.games)
      .filter((game) => game.status === 'UPCOMING' && game.liveStartedAt !== null)
      .sort((a, b) => (a.courtNumber ?? 0) - (b.courtNumber ?? 0))
    expect(live.length).toBeGreaterThan(1)
    const courts = live.map((game) => padel.courtNames[String(game.courtNumber)])
    const listed = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(
      courts as string[],
    )

    await renderRoute(`/tournaments/${PADEL}`, { api, signedIn: 'main' })
    await screen.findByRole('heading', { level: 1, name: 'Riverside Padel Open' })
    const now = within(screen.getByRole('region', { name: 'Now' }))
    // "Reading what is on court…" first, then what is.
    await waitFor(() =>
      expect(now.getByRole('status')).toHaveTextContent(`${live.length} games live, on ${listed}`),
    )
    expect(now.getByRole('link', { name: /See the order of play/ })).toHaveAttribute(
      'href',
      `/tournaments/${PADEL}/schedule`,
    )
  })

  it('is not there for a finished tournament, which reads no round for it', async () => {
    const api = startDemoApi()
    await renderRoute(`/tournaments/${LANDMARKS.rolandGarros.tournamentIdx}`, { api, signedIn: 'main' })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('region', { name: 'Now' })).toBeNull()
    // The podium reads the division's last round for its places; the Now reads none as the
    // order of play does.
    const now = `populate=${[...SCHEDULE_ROUND_POPULATE].sort().join(',')}`
    expect(
      api.sent.filter((request) => request.url.includes('/rounds/') && request.url.endsWith(now)),
    ).toEqual([])
  })
})
