import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { renderTemplate, TEMPLATE_FILE } from './render.ts'
import { ProxySettingsError, readProxySettings } from './settings.ts'

const base = {
  PROXY_UPSTREAM_URL: 'https://api.example.com',
  PROXY_API_TOKEN: 'tr_live_Abc123-_.~+/=',
  PROXY_RUNTIME_DIR: '/srv/courtside-proxy',
}

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    readProxySettings(env, '/repo')
    return []
  } catch (error) {
    if (error instanceof ProxySettingsError) return error.problems
    throw error
  }
}

describe('proxy settings', () => {
  it('has defaults an operator can start from', () => {
    const settings = readProxySettings(base, '/repo')
    expect(settings).toMatchObject({
      upstreamUrl: 'https://api.example.com',
      listen: '127.0.0.1:8080',
      cacheTtlSeconds: 5,
      frameAncestors: "'self'",
      distDir: '/repo/dist',
      missRatePerMinute: 30,
      clientMissRatePerMinute: 20,
      trustedProxies: [],
    })
    expect(
      readProxySettings({ ...base, PROXY_TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::/32 192.0.2.7' }, '/repo')
        .trustedProxies,
    ).toEqual(['10.0.0.0/8', '2001:db8::/32', '192.0.2.7'])
  })

  // Every setting lands inside nginx.conf: one stray quote or ';' would rewrite the config.
  it.each([
    ['PROXY_API_TOKEN', 'abc"; proxy_pass http://evil'],
    ['PROXY_API_TOKEN', 'abc$host'],
    ['PROXY_FRAME_ANCESTORS', "https://club.example; script-src 'unsafe-inline'"],
    ['PROXY_FRAME_ANCESTORS', "'none' https://club.example"],
    ['PROXY_LISTEN', '80; include /etc/passwd'],
    ['PROXY_TRUSTED_PROXIES', '10.0.0.0/8; include /etc/passwd'],
    ['PROXY_TRUSTED_PROXIES', 'cdn.example'],
    ['PROXY_DIST_DIR', '/srv/dist"; root /'],
    ['PROXY_UPSTREAM_URL', 'https://api.example.com/v1/external'],
    ['PROXY_UPSTREAM_URL', 'ftp://api.example.com'],
    ['PROXY_CACHE_TTL', '0'],
    ['PROXY_CACHE_TTL', '2.5'],
  ])('refuses %s = %s', (name, value) => {
    expect(problemsOf({ ...base, [name]: value })).toEqual([
      expect.stringContaining(name.replace('PROXY_', '')),
    ])
  })

  it('never repeats a refused token in its message (it may reach a CI log)', () => {
    const problems = problemsOf({ ...base, PROXY_API_TOKEN: 'tr_live_secret value' })
    expect(problems.join('\n')).not.toContain('secret')
  })

  it('refuses a gate that would let more than 120 requests a minute through', () => {
    expect(problemsOf({ ...base, PROXY_UPSTREAM_RATE: '100', PROXY_UPSTREAM_BURST: '20' })).toEqual([
      expect.stringContaining('over the token'),
    ])
  })

  it('keeps part of the gate for refreshes, and part of the misses for other addresses', () => {
    expect(problemsOf({ ...base, PROXY_UPSTREAM_RATE: '60', PROXY_MISS_RATE: '60' })).toEqual([
      expect.stringContaining('PROXY_MISS_RATE (60) must be less than PROXY_UPSTREAM_RATE (60)'),
    ])
    expect(problemsOf({ ...base, PROXY_MISS_RATE: '20' })).toEqual([
      expect.stringContaining('PROXY_CLIENT_MISS_RATE (20) must be less than PROXY_MISS_RATE (20)'),
    ])
    expect(problemsOf({ ...base, PROXY_MISS_RATE: '40', PROXY_CLIENT_MISS_RATE: '39' })).toEqual([])
  })

  it('wants exactly one token source', () => {
    expect(problemsOf({ ...base, PROXY_API_TOKEN: undefined })).toEqual([
      expect.stringContaining('token is required'),
    ])
    expect(problemsOf({ ...base, PROXY_API_TOKEN_FILE: '/run/secrets/token' })).toEqual([
      expect.stringContaining('not both'),
    ])
  })
})

describe('rendered nginx.conf', () => {
  it('keeps the token out of nginx.conf and verifies an https upstream', async () => {
    const settings = readProxySettings(base, '/repo')
    const config = renderTemplate(await readFile(TEMPLATE_FILE, 'utf8'), settings, 'nogroup')
    expect(config).not.toContain(settings.token)
    expect(config).toContain('proxy_ssl_verify on;')
    expect(config).toContain('proxy_ssl_trusted_certificate "/etc/ssl/certs/ca-certificates.crt";')
    expect(config).not.toMatch(/\{\{/)
  })
})
