import { describe, expect, it } from 'vitest'
import { TimeoutSignal } from './timeout'

describe('a request raced against its timeout and its caller’s signal', () => {
  it('is followed to its end even when the caller cancelled first, so its failure is never unhandled', async () => {
    const caller = new AbortController()
    caller.abort()
    const timeout = new TimeoutSignal(1_000, caller.signal)
    // What fetch does with a signal that is already aborted: it rejects at once.
    const request = Promise.reject(new DOMException('The operation was aborted.', 'AbortError'))
    await expect(timeout.race(request)).rejects.toBe(caller.signal.reason)
    timeout.dispose()
  })

  it('rejects with the timeout when the answer takes too long', async () => {
    const timeout = new TimeoutSignal(10)
    await expect(timeout.race(new Promise(() => undefined))).rejects.toMatchObject({ name: 'TimeoutError' })
    expect(timeout.timedOut).toBe(true)
    timeout.dispose()
  })
})
