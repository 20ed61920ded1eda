import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import {
  configFromSearch,
  parseViews,
  screenLink,
  screenSearchSchema,
  type ScreenConfig,
} from './screen-config'

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
})
