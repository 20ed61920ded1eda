import { describe, expect, it } from 'vitest'
import { ConditionalCache } from './conditional-cache'

const entry = (etag: string) => ({ mode: 'etag' as const, etag, bodyFingerprint: null, data: { etag } })

describe('ConditionalCache', () => {
  it('stays within its bound, forgetting the least recently used URL', () => {
    const cache = new ConditionalCache(3)
    cache.set('a', entry('"a"'))
    cache.set('b', entry('"b"'))
    cache.set('c', entry('"c"'))
    cache.get('a')
    cache.set('d', entry('"d"'))
    expect(cache.size).toBe(3)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')?.etag).toBe('"a"')
    for (let i = 0; i < 1000; i++) cache.set(`url-${i}`, entry(`"${i}"`))
    expect(cache.size).toBe(3)
  })
})
