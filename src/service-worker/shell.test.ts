import { describe, expect, it } from 'vitest'
import { handlingOf, manifestFor, shellCacheName, shellCachesToDelete } from './shell'

const ORIGIN = 'https://viewer.example'
const PRECACHED = new Set(['/index.html', '/assets/app-1.js', '/favicon.svg', '/manifest.webmanifest'])
const handling = (url: string, mode: RequestMode = 'cors', method = 'GET') =>
  handlingOf({ url, mode, method }, ORIGIN, PRECACHED)

describe('what the service worker answers', () => {
  it('pages of the staff app and venue screens: network first, its own index.html without network', () => {
    expect(handling(`${ORIGIN}/screen?tournament=t1&views=live`, 'navigate')).toBe('navigation')
    expect(handling(`${ORIGIN}/tournaments/t1`, 'navigate')).toBe('navigation')
  })

  it('config.json network first, the app files from its caches', () => {
    expect(handling(`${ORIGIN}/config.json`)).toBe('config')
    expect(handling(`${ORIGIN}/assets/app-1.js`)).toBe('shell-file')
    expect(handling(`${ORIGIN}/manifest.webmanifest?start=%2F`)).toBe('manifest')
    // Another version's file: looked for in the older caches, then the network.
    expect(handling(`${ORIGIN}/assets/app-0.js`)).toBe('shell-file')
  })

  it('never embeds (their frame headers are the server’s), the API, other origins or anything but GET', () => {
    expect(handling(`${ORIGIN}/embed/tournaments/t1?theme=dark`, 'navigate')).toBe('browser')
    expect(handling(`${ORIGIN}/embed.js`)).toBe('browser')
    expect(handling(`${ORIGIN}/v1/external/tournaments`)).toBe('browser')
    expect(handling('https://api.example/v1/external/rounds/r1')).toBe('browser')
    expect(handling('https://other.example/index.html', 'navigate')).toBe('browser')
    expect(handling(`${ORIGIN}/config.json`, 'cors', 'HEAD')).toBe('browser')
  })
})

describe('which older versions are kept', () => {
  it('the one before the active version (its pages may still be open), none older, nothing else', () => {
    const names = [
      shellCacheName('v1'),
      'courtside-answers',
      shellCacheName('v2'),
      'courtside-config',
      shellCacheName('v3'),
    ]
    expect(shellCachesToDelete(names, 'v3')).toEqual([shellCacheName('v1')])
    expect(shellCachesToDelete([shellCacheName('v1')], 'v1')).toEqual([])
  })
})

describe('the manifest a page links', () => {
  const file = { name: 'Courtside', start_url: '/' }
  const asked = (start: string) =>
    manifestFor(file, `${ORIGIN}/manifest.webmanifest?start=${encodeURIComponent(start)}`).start_url

  it('opens the installed app on the page it was installed from', () => {
    expect(asked('/screen?tournament=t1&views=live&rotate=20')).toBe(
      '/screen?tournament=t1&views=live&rotate=20',
    )
    expect(asked('/tournaments/t1#token=tr_live_secret')).toBe('/tournaments/t1')
  })

  it('never on another site or an embed: the file’s own start then', () => {
    expect(asked('//evil.example/x')).toBe('/')
    expect(asked('https://evil.example/')).toBe('/')
    expect(asked('/embed/tournaments/t1')).toBe('/')
    expect(manifestFor(file, `${ORIGIN}/manifest.webmanifest`)).toBe(file)
  })
})
