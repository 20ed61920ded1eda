import { afterEach, describe, expect, it } from 'vitest'
import { preconnectApi } from './preconnect-api'

function preconnects(): { href: string; crossOrigin: string | null }[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map((link) => ({
    href: link.href,
    crossOrigin: link.crossOrigin,
  }))
}

describe('preconnectApi', () => {
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link[rel="preconnect"]')) link.remove()
  })

  it('opens a connection to the configured API’s origin, without credentials, as the client asks', () => {
    preconnectApi('https://api.example.com', document)
    expect(preconnects()).toEqual([{ href: 'https://api.example.com/', crossOrigin: 'anonymous' }])
  })

  it('names the origin only, never a path', () => {
    preconnectApi('https://api.example.com:8443/read', document)
    expect(preconnects()).toEqual([{ href: 'https://api.example.com:8443/', crossOrigin: 'anonymous' }])
  })

  it('adds nothing for an API on the page’s own origin, relative or absolute', () => {
    preconnectApi('', document)
    preconnectApi(window.location.origin, document)
    expect(preconnects()).toEqual([])
  })
})
