import type { LockRequester } from '../../src/api/live/tab-coordinator'

/** Exclusive Web Locks as the spec has them: one holder per name, a queue, abortable waits. */
export class SharedLocks implements LockRequester {
  private readonly held = new Set<string>()
  private readonly waiting = new Map<string, (() => void)[]>()

  request(name: string, options: { signal?: AbortSignal }, granted: () => Promise<void>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const grant = () => {
        this.held.add(name)
        void granted().then((value) => {
          this.held.delete(name)
          this.waiting.get(name)?.shift()?.()
          resolve(value)
        })
      }
      if (!this.held.has(name)) return grant()
      this.waiting.set(name, [...(this.waiting.get(name) ?? []), grant])
      options.signal?.addEventListener('abort', () => {
        this.waiting.set(
          name,
          (this.waiting.get(name) ?? []).filter((queued) => queued !== grant),
        )
        reject(options.signal?.reason)
      })
    })
  }
}
