/** Marks an abort caused by the client's own timeout, as opposed to the caller's signal. */
export class TimeoutSignal {
  readonly controller = new AbortController()
  timedOut = false
  private readonly timer: ReturnType<typeof setTimeout>
  private readonly forward: () => void

  constructor(
    ms: number,
    private readonly outer?: AbortSignal,
  ) {
    this.timer = setTimeout(() => {
      this.timedOut = true
      this.controller.abort(new DOMException('The API did not answer in time', 'TimeoutError'))
    }, ms)
    this.forward = () => this.controller.abort(outer?.reason)
    if (outer?.aborted) this.forward()
    else outer?.addEventListener('abort', this.forward, { once: true })
  }

  get signal(): AbortSignal {
    return this.controller.signal
  }

  /**
   * Runs `work`, rejecting as soon as the signal aborts even if `work` ignores it (an in-process
   * fetch may not listen to its request's signal). `work` is always followed to its end, aborted
   * or not: a fetch that the abort rejects must not become an unhandled rejection.
   */
  race<T>(work: Promise<T>): Promise<T> {
    const signal = this.signal
    return new Promise<T>((resolve, reject) => {
      const abort = () => reject(signal.reason)
      work.then(
        (value) => {
          signal.removeEventListener('abort', abort)
          resolve(value)
        },
        (error: unknown) => {
          signal.removeEventListener('abort', abort)
          reject(error)
        },
      )
      if (signal.aborted) abort()
      else signal.addEventListener('abort', abort, { once: true })
    })
  }

  dispose(): void {
    clearTimeout(this.timer)
    this.outer?.removeEventListener('abort', this.forward)
  }
}
