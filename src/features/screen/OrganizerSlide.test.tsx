import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { renderRoute } from '../../../test-support/dom/render-route'

const { livePadel } = LANDMARKS

function screenWith(slides: unknown[], views = 'slide') {
  const search = new URLSearchParams({
    tournament: livePadel.tournamentIdx,
    views,
    slides: JSON.stringify(slides),
  })
  return `/screen?${search.toString()}`
}

describe('the organizer’s slides on a venue screen', () => {
  it('draws an announcement’s words as text, whatever they hold', async () => {
    const title = '<img src=x onerror="alert(1)"> Lunch'
    await renderRoute(screenWith([{ title, text: '<b>Served</b> until 15:00' }]), { signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeVisible()
    expect(screen.getByText('<b>Served</b> until 15:00')).toBeVisible()
    expect(document.querySelector('.screen-announcement img, .screen-announcement b')).toBeNull()
  })

  it('shows no picture that has not loaded, and names a slide of the link it could not read', async () => {
    // jsdom loads no pictures: the picture never counts as loaded, so the live view shows instead.
    await renderRoute(
      screenWith(
        [{ image: 'https://sponsor.example/logo.png' }, { image: 'http://sponsor.example/plain.png' }],
        'slide,live,slide',
      ),
      { signedIn: 'main' },
    )
    expect(await screen.findByRole('heading', { level: 2, name: 'On court now' })).toBeVisible()
    expect(document.querySelector('img.screen-picture-image')).toBeNull()
    expect(screen.getByText('A slide in this screen’s link could not be read and is left out')).toBeVisible()
  })
})
