import { describe, expect, it } from 'vitest'
import { apiOriginOf, isAllowedApiAddress } from './api-address'

const VIEWER = 'https://results.club.example'
const config = { apiBaseUrl: 'https://api.club.example', allowedApiOrigins: ['https://staging.club.example'] }

describe('the API addresses a link may name', () => {
  it('are the configured API’s origin and the ones the deployment lists', () => {
    expect(isAllowedApiAddress('https://api.club.example', config, VIEWER)).toBe(true)
    expect(isAllowedApiAddress('https://api.club.example/', config, VIEWER)).toBe(true)
    expect(isAllowedApiAddress('https://staging.club.example', config, VIEWER)).toBe(true)
  })

  it('are nothing else: another host, scheme or port, or no http(s) address at all', () => {
    for (const address of [
      'https://attacker.example',
      'http://api.club.example',
      'https://api.club.example:8443',
      'https://api.club.example.attacker.example',
      'javascript:alert(1)',
      'https://user:pw@api.club.example',
      VIEWER,
    ]) {
      expect(isAllowedApiAddress(address, config, VIEWER), address).toBe(false)
    }
  })

  it('include the viewer’s own origin when the API is served there ("")', () => {
    const sameOrigin = { apiBaseUrl: '', allowedApiOrigins: [] }
    expect(isAllowedApiAddress(VIEWER, sameOrigin, VIEWER)).toBe(true)
    expect(isAllowedApiAddress('https://api.club.example', sameOrigin, VIEWER)).toBe(false)
  })

  it('are compared by origin, "" being the viewer’s', () => {
    expect(apiOriginOf('https://api.club.example/read/', VIEWER)).toBe('https://api.club.example')
    expect(apiOriginOf('', VIEWER)).toBe(VIEWER)
    expect(apiOriginOf('ftp://api.club.example', VIEWER)).toBeNull()
  })
})
