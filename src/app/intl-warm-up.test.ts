import { describe, expect, it, vi } from 'vitest'
import { warmUpIntl } from './intl-warm-up'

class FakeWorker extends EventTarget {
  terminate = vi.fn()
}

describe('warmUpIntl', () => {
  it('starts a worker, and ends it when it reports or fails', () => {
    vi.stubGlobal('Worker', FakeWorker)
    for (const event of [new MessageEvent('message', { data: 'warm' }), new Event('error')]) {
      const worker = new FakeWorker()
      expect(warmUpIntl(() => worker as unknown as Worker)).toBe(true)
      expect(worker.terminate).not.toHaveBeenCalled()
      worker.dispatchEvent(event)
      expect(worker.terminate).toHaveBeenCalledTimes(1)
    }
    vi.unstubAllGlobals()
  })

  it('leaves the page as it was where there are no workers, or they are refused', () => {
    vi.stubGlobal('Worker', undefined)
    const start = vi.fn(() => new FakeWorker() as unknown as Worker)
    expect(warmUpIntl(start)).toBe(false)
    expect(start).not.toHaveBeenCalled()
    vi.stubGlobal('Worker', FakeWorker)
    expect(
      warmUpIntl(() => {
        throw new DOMException('refused', 'SecurityError')
      }),
    ).toBe(false)
    vi.unstubAllGlobals()
  })
})
