import { defaultParseSearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { screenSearchSchema, type ScreenConfig } from './screen-config'
import { configFromSearch, parseViews, readViews, screenLink } from './screen-link'
import { SLIDE_LIMITS } from './screen-slides'

const { livePadel } = LANDMARKS
const R = livePadel.poolRoundIdx
const P = LANDMARKS.rolandGarros.drawIdx

describe('screen views in a link', () => {
  it('reads every kind of view, in order, without repeats or what it cannot read', () => {
    expect(
      parseViews(
        `courts,bracket:${R},pools:${R},pool:${R}:${P},division:${livePadel.menDivisionIdx},champions,bracket:${R},pool:${R},bracket:not-an-id,map:${R},champions:${R}`,
      ),
    ).toEqual([
      { kind: 'courts' },
      { kind: 'bracket', roundIdx: R },
      { kind: 'pools', roundIdx: R },
      { kind: 'pool', roundIdx: R, poolIdx: P },
      { kind: 'division', divisionIdx: livePadel.menDivisionIdx },
      { kind: 'champions' },
    ])
    expect(parseViews(undefined)).toEqual([])
  })

  it('falls back to safe defaults for values out of bounds or of the wrong kind', () => {
    const search = screenSearchSchema.schema.parse({
      tournament: 'nope',
      views: 'courts',
      rotate: 1,
      refresh: 'fast',
      theme: 'neon',
      scale: 9,
      qr: 'yes',
      bracket: 'sideways',
    })
    expect(search).toEqual({
      tournament: undefined,
      views: 'courts',
      rotate: 20,
      refresh: 15,
      theme: 'dark',
      scale: 1,
      qr: false,
      bracket: 'play',
    })
    expect(configFromSearch(search)).toBeNull()
    expect(screenSearchSchema.schema.parse({ qr: 1, rotate: '30', scale: 1.5 })).toMatchObject({
      qr: true,
      rotate: 30,
      scale: 1.5,
    })
  })
})

describe('the screen link', () => {
  const config: ScreenConfig = {
    tournamentIdx: livePadel.tournamentIdx,
    views: [{ kind: 'pools', roundIdx: R }, { kind: 'courts' }],
    rotateSeconds: 30,
    refreshSeconds: 15,
    theme: 'light',
    textScale: 1.25,
    showQrCode: true,
    bracketStart: 'whole',
    unreadSlides: 0,
  }

  it('carries the views and options in the query and the token only in the fragment, to be remembered', () => {
    const link = new URL(screenLink(config, 'https://viewer.example/', { token: 'tr_live_Secret123' }))
    expect(link.pathname).toBe('/screen')
    expect(link.search).not.toContain('Secret123')
    expect(Object.fromEntries(link.searchParams)).toEqual({
      tournament: livePadel.tournamentIdx,
      views: `pools:${R},courts`,
      rotate: '30',
      theme: 'light',
      scale: '1.25',
      qr: '1',
      bracket: 'whole',
    })
    expect(new URLSearchParams(link.hash.slice(1)).get('token')).toBe('tr_live_Secret123')
    expect(new URLSearchParams(link.hash.slice(1)).get('remember')).toBe('1')
  })

  it('leaves the default bracket start out of the link, and reads it back as following play', () => {
    const link = new URL(screenLink({ ...config, bracketStart: 'play' }, 'https://viewer.example/', null))
    expect(link.searchParams.has('bracket')).toBe(false)
    expect(
      configFromSearch(screenSearchSchema.schema.parse(Object.fromEntries(link.searchParams))),
    ).toMatchObject({
      bracketStart: 'play',
    })
  })

  it('reads back as the same config, and has no fragment behind the proxy', () => {
    const link = new URL(screenLink(config, 'https://viewer.example/app/', null))
    expect(link.pathname).toBe('/app/screen')
    expect(link.hash).toBe('')
    const search = screenSearchSchema.schema.parse({
      ...Object.fromEntries(link.searchParams),
      qr: 1,
      rotate: 30,
      scale: 1.25,
    })
    expect(configFromSearch(search)).toEqual(config)
  })

  it('names the screen’s language when one is chosen, and a link with an unknown one falls back to the device’s', () => {
    const link = new URL(screenLink({ ...config, lang: 'pt' }, 'https://viewer.example/', null))
    expect(link.searchParams.get('lang')).toBe('pt')
    expect(
      configFromSearch(screenSearchSchema.schema.parse(Object.fromEntries(link.searchParams)))?.lang,
    ).toBe('pt')
    expect(new URL(screenLink(config, 'https://viewer.example/', null)).searchParams.has('lang')).toBe(false)
    expect(screenSearchSchema.schema.parse({ lang: 'klingon' }).lang).toBeUndefined()
  })

  it('carries slides in the rotation’s order, and a TV reads them back as the router hands them over', () => {
    const withSlides: ScreenConfig = {
      ...config,
      views: [
        { kind: 'live' },
        {
          kind: 'slide',
          slide: {
            kind: 'image',
            url: 'https://cdn.example/acme.png?w=1920',
            caption: 'Thanks, Acme',
            seconds: 10,
          },
        },
        { kind: 'courts' },
        {
          kind: 'slide',
          slide: {
            kind: 'announcement',
            title: 'Prize giving',
            text: 'Pista Central, 19:00 & drinks',
            seconds: 30,
          },
        },
      ],
    }
    const link = new URL(screenLink(withSlides, 'https://viewer.example/', { token: 'tr_live_Secret123' }))
    expect(link.searchParams.get('views')).toBe('live,slide,courts,slide')
    expect(link.search).not.toContain('Secret123')
    const search = screenSearchSchema.schema.parse(defaultParseSearch(link.search))
    expect(configFromSearch(search)).toEqual(withSlides)
  })
})

describe('slides in a link', () => {
  const image = { image: 'https://cdn.example/logo.svg', caption: 'Our sponsor', seconds: 20 }

  it('leaves out and counts a slide it cannot read, and shows the rest', () => {
    const { views, unreadSlides } = readViews('slide,live,slide,slide,slide,slide,courts', [
      image,
      { image: 'http://cdn.example/plain.png' }, // not https
      { image: 'javascript:alert(1)' },
      { title: '   ' }, // no title
      { title: 'Lunch', text: 'Served until 15:00', seconds: 9999 }, // seconds out of bounds
    ])
    expect(views).toEqual([
      { kind: 'slide', slide: { kind: 'image', url: image.image, caption: 'Our sponsor', seconds: 20 } },
      { kind: 'live' },
      {
        kind: 'slide',
        slide: {
          kind: 'announcement',
          title: 'Lunch',
          text: 'Served until 15:00',
          seconds: SLIDE_LIMITS.seconds.default,
        },
      },
      { kind: 'courts' },
    ])
    expect(unreadSlides).toBe(3)
  })

  it('keeps organizer text as text, cut to its bound, and takes at most ten slides', () => {
    const [slide] = parseViews('slide', [{ title: `<img src=x onerror=alert(1)>${'x'.repeat(100)}` }])
    expect(slide).toMatchObject({
      slide: { title: expect.stringMatching(/^<img src=x onerror=alert\(1\)>x+$/) },
    })
    expect(slide?.kind === 'slide' && slide.slide.kind === 'announcement' && slide.slide.title.length).toBe(
      SLIDE_LIMITS.titleLength,
    )
    const eleven = Array.from({ length: 11 }, (_, index) => ({ title: `Notice ${index + 1}` }))
    const read = readViews(Array(11).fill('slide').join(','), eleven)
    expect(read.views).toHaveLength(10)
    expect(read.unreadSlides).toBe(1)
  })

  it('keeps a screen whose slides are mangled working, saying how many it left out', () => {
    const search = screenSearchSchema.schema.parse(
      defaultParseSearch(`?tournament=${livePadel.tournamentIdx}&views=slide,live&slides=%5Bnot-json`),
    )
    expect(configFromSearch(search)).toMatchObject({ views: [{ kind: 'live' }], unreadSlides: 1 })
  })
})
