import { describe, expect, it } from 'vitest'
import { allowConsole } from '../../test-support/console-guard'
import {
  defaultRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  type RuntimeConfig,
} from './runtime-config'

const jsonResponse = (body: string, status = 200) =>
  Promise.resolve(new Response(body, { status, headers: { 'Content-Type': 'application/json' } }))

/** config.json served as `body`, read as a built viewer reads it (the dev server: `whenUnreadable`). */
const load = (body: string, status = 200, whenUnreadable: RuntimeConfig | null = null) =>
  loadRuntimeConfig('/config.json', { fetchConfig: () => jsonResponse(body, status), whenUnreadable })

describe('runtime configuration', () => {
  it('takes every valid key and trims trailing slashes from the API address', () => {
    const { config, problems } = parseRuntimeConfig({
      apiBaseUrl: 'https://results.example.org/',
      tokenMode: 'proxy',
      allowedApiOrigins: ['https://staging.example.org/', ' http://10.0.0.5:8080 '],
      demoToken: 'tr_test_abc',
    })
    expect(problems).toEqual([])
    expect(config).toEqual({
      apiBaseUrl: 'https://results.example.org',
      tokenMode: 'proxy',
      allowedApiOrigins: ['https://staging.example.org', 'http://10.0.0.5:8080'],
      demoToken: 'tr_test_abc',
    })
  })

  it('lets links name no API but the configured one unless the deployment lists more', () => {
    expect(defaultRuntimeConfig.allowedApiOrigins).toEqual([])
    expect(parseRuntimeConfig({}).config.allowedApiOrigins).toEqual([])
  })

  it.each([
    ['an address with a path', ['https://api.example.org/v1']],
    ['a non-http origin', ['ftp://api.example.org']],
    ['an address with credentials', ['https://user:pw@api.example.org']],
    ['something that is no address', ['api.example.org']],
    ['not a list', 'https://api.example.org'],
    ['a list of other things', [42]],
  ])('falls back to no other origin, with a warning, for %s', async (_, allowedApiOrigins) => {
    allowConsole('warn', /"allowedApiOrigins" .*; using the default/)
    const config = await load(JSON.stringify({ apiBaseUrl: 'https://api.example.org', allowedApiOrigins }))
    expect(config).toEqual({ ...defaultRuntimeConfig, apiBaseUrl: 'https://api.example.org' })
  })

  it('accepts an empty API address, meaning the same origin (behind the proxy)', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: '' }).config.apiBaseUrl).toBe('')
  })

  it('falls back key by key and names each problem', () => {
    const { config, problems } = parseRuntimeConfig({
      apiBaseUrl: 'javascript:alert(1)',
      tokenMode: 'sometimes',
      colour: 'red',
    })
    expect(config).toEqual(defaultRuntimeConfig)
    expect(problems).toEqual([
      '"apiBaseUrl" must be an http(s) URL, or "" for the same origin; using the default',
      expect.stringMatching(/^"tokenMode" .*; using the default$/),
      'unknown key "colour" ignored',
    ])
  })

  it('takes a demo token trimmed, or none, and refuses an empty one', () => {
    expect(parseRuntimeConfig({ demoToken: ' tr_test_abc ' }).config.demoToken).toBe('tr_test_abc')
    expect(parseRuntimeConfig({ demoToken: null })).toEqual({ config: defaultRuntimeConfig, problems: [] })
    expect(parseRuntimeConfig({ demoToken: '  ' }).problems).toEqual([
      '"demoToken" must be a token, or null; using the default',
    ])
    expect(parseRuntimeConfig({ demoToken: 42 }).problems).toHaveLength(1)
  })

  it.each([
    ['missing', 'not found', 404, /\(HTTP 404\)/],
    ['not JSON', '{"apiBaseUrl": ', 200, /\(.*JSON.*\)/],
    ['not a JSON object', '["https://api.example.org"]', 200, /\(not a JSON object\)/],
    ['null', 'null', 200, /\(not a JSON object\)/],
  ])(
    'gives a built viewer no configuration at all when config.json is %s, and warns',
    async (_, body, status, why) => {
      allowConsole('warn', new RegExp(`could not read /config\\.json ${why.source}; the viewer cannot start`))
      expect(await load(body, status)).toBeNull()
    },
  )

  it('gives the dev server its defaults when config.json cannot be read', async () => {
    allowConsole('warn', /could not read \/config\.json \(HTTP 404\); using the default configuration/)
    expect(await load('not found', 404, defaultRuntimeConfig)).toEqual(defaultRuntimeConfig)
  })

  it('warns about each bad key but keeps the good ones', async () => {
    allowConsole('warn', /"tokenMode" .* using the default/)
    const config = await load(JSON.stringify({ apiBaseUrl: 'http://10.0.0.5:8080', tokenMode: 42 }))
    expect(config).toEqual({ ...defaultRuntimeConfig, apiBaseUrl: 'http://10.0.0.5:8080' })
  })
})
