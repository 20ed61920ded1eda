import { describe, expect, it } from 'vitest'
import { DEFAULT_EMBED_OPTIONS } from '../embed-options'
import { kindOf } from './builder-search'
import { embedUrl, iframeSnippet, scriptSnippet } from './embed-snippet'

const T = '9ad31000-0000-4000-8000-00000000b001'
const R = '9ad31000-0000-4000-8000-00000000b011'

describe('embedUrl', () => {
  it('puts the options in the query and a token only in the fragment', () => {
    const url = new URL(
      embedUrl(
        'https://viewer.example',
        { kind: 'round', tournamentIdx: T, roundIdx: R },
        {
          ...DEFAULT_EMBED_OPTIONS,
          theme: 'dark',
        },
        { token: 'tr_live_abc+/=' },
      ),
    )
    expect(url.pathname).toBe(`/embed/tournaments/${T}/rounds/${R}`)
    expect(url.search).toBe('?theme=dark')
    expect(url.hash).toBe('#token=tr_live_abc%2B%2F%3D')
    expect(new URLSearchParams(url.hash.slice(1)).get('token')).toBe('tr_live_abc+/=')
  })
})

describe('the preview’s address', () => {
  it('names the API the token is for when it is not the viewer’s own', () => {
    const url = new URL(
      embedUrl('https://viewer.example', { kind: 'tournament', tournamentIdx: T }, DEFAULT_EMBED_OPTIONS, {
        token: 'tr_test_staging',
        apiBaseUrl: 'https://staging-api.example',
      }),
    )
    expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toEqual({
      token: 'tr_test_staging',
      api: 'https://staging-api.example',
    })
  })
})

describe('the snippets', () => {
  it('escape what goes into attributes', () => {
    const snippet = iframeSnippet({
      src: 'https://v.example/embed?a=1&b=2',
      title: 'Club "A" <results>',
      height: 612.4,
    })
    expect(snippet).toContain('src="https://v.example/embed?a=1&amp;b=2"')
    expect(snippet).toContain('title="Club &quot;A&quot; &lt;results&gt;"')
    expect(snippet).toContain('height="612"')
    expect(snippet).toContain(
      'sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"',
    )
  })

  it('load embed.js from the viewer that serves the embeds', () => {
    expect(scriptSnippet('https://results.club.example')).toBe(
      '<script src="https://results.club.example/embed.js" async></script>',
    )
  })
})

describe('kindOf', () => {
  it('takes the kind asked for, else the most precise thing named', () => {
    expect(kindOf({ kind: 'tournament', round: R })).toBe('tournament')
    expect(kindOf({ round: R, pool: T })).toBe('pool')
    expect(kindOf({ round: R, draw: T })).toBe('draw')
    expect(kindOf({ round: R })).toBe('round')
    expect(kindOf({ division: T })).toBe('division')
    expect(kindOf({})).toBe('tournament')
  })
})

describe('a team embed', () => {
  it('names the team in the path and its division in the query, never the token but in the fragment', () => {
    const url = new URL(
      embedUrl(
        'https://results.example',
        { kind: 'team', tournamentIdx: 't', divisionIdx: 'd', teamIdx: 'x' },
        DEFAULT_EMBED_OPTIONS,
        { token: 'tr_live_secret' },
      ),
    )
    expect(url.pathname).toBe('/embed/tournaments/t/teams/x')
    expect(url.searchParams.get('division')).toBe('d')
    expect(url.search).not.toContain('secret')
    expect(url.hash).toBe('#token=tr_live_secret')
    expect(kindOf({ team: 'x', division: 'd' })).toBe('team')
  })
})
