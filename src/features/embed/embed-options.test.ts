import { defaultParseSearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_EMBED_OPTIONS,
  embedOptions,
  embedQuery,
  embedSearchSchema,
  type EmbedOptions,
} from './embed-options'

/** As the router reads a link: its own search parser, then the route's schema. */
function optionsOf(query: string): EmbedOptions {
  return embedOptions(embedSearchSchema.schema.parse(defaultParseSearch(query)))
}

describe('embed options from a link', () => {
  it('default everything when the link names nothing', () => {
    expect(optionsOf('')).toEqual(DEFAULT_EMBED_OPTIONS)
  })

  it('read every option', () => {
    expect(
      optionsOf(
        '?theme=dark&accent=%231D4ED8&scale=1.25&show=bracket,title&link=viewer&lang=fr&refresh=120&bracket=tree',
      ),
    ).toEqual({
      theme: 'dark',
      accent: '#1d4ed8',
      scale: 1.25,
      show: ['title', 'bracket'],
      link: 'viewer',
      lang: 'fr',
      refresh: 120,
      bracket: 'tree',
    })
  })

  it('fall back to the default for each bad value, keeping the good ones', () => {
    const options = optionsOf(
      '?theme=neon&accent=red;x&scale=huge&show=nothing&link=x&lang=de&refresh=-&bracket=3d&lang=fr',
    )
    expect(options).toEqual(DEFAULT_EMBED_OPTIONS)
    expect(optionsOf('?theme=neon&lang=es').lang).toBe('es')
  })

  it('keep numbers inside their bounds', () => {
    expect(optionsOf('?refresh=5').refresh).toBe(30)
    expect(optionsOf('?refresh=100000').refresh).toBe(600)
    expect(optionsOf('?scale=9').scale).toBe(1.5)
    expect(optionsOf('?scale=0.1').scale).toBe(0.75)
  })

  it('read an accent the router turned into a number, and refuse anything but a hex colour', () => {
    expect(optionsOf('?accent=112233').accent).toBe('#112233')
    expect(optionsOf('?accent=abc').accent).toBe('#aabbcc')
    expect(optionsOf('?accent=url(https://evil.example/x.png)').accent).toBeNull()
    expect(optionsOf('?accent=%23fff%3Bbackground%3Ared').accent).toBeNull()
  })

  it('show the podium only when the link asks for it, alone or with other parts', () => {
    expect(optionsOf('').show).not.toContain('podium')
    expect(optionsOf('?show=podium').show).toEqual(['podium'])
    expect(optionsOf('?show=podium,title').show).toEqual(['title', 'podium'])
    expect(embedQuery({ ...DEFAULT_EMBED_OPTIONS, show: ['podium'] }).get('show')).toBe('podium')
    expect(embedQuery({ ...DEFAULT_EMBED_OPTIONS, show: ['bracket', 'pools', 'title'] }).has('show')).toBe(
      false,
    )
  })

  it('never take a token from the query', () => {
    expect(optionsOf('?token=tr_live_secret&theme=dark')).not.toHaveProperty('token')
  })
})

describe('embedQuery', () => {
  it('leaves the defaults out', () => {
    expect(embedQuery(DEFAULT_EMBED_OPTIONS).toString()).toBe('')
  })

  it('round-trips through the router and the schema', () => {
    const options: EmbedOptions = {
      theme: 'auto',
      accent: '#1e3456',
      scale: 1.1,
      show: ['pools'],
      link: 'none',
      lang: 'es',
      refresh: 300,
      bracket: 'rounds',
    }
    const query = embedQuery(options)
    expect(query.get('accent')).toBe('#1e3456')
    expect(optionsOf(`?${query}`)).toEqual(options)
  })
})
