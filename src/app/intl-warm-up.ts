/**
 * The first `Intl` formatter a page makes costs 35–100 ms on a 2-core desktop (ICU loads its
 * locale and time-zone data), four times that on a phone, in one long task just as the page draws
 * its data. ICU's data is shared by every thread of the page's process, so a worker that makes the
 * first formatter while the page's code and data download leaves the main thread's first one at
 * under a millisecond. Decision record 0513. Returns whether a worker was started.
 */
export function warmUpIntl(
  start: () => Worker = () =>
    new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), {
      type: 'module',
      name: 'intl-warm-up',
    }),
): boolean {
  if (typeof Worker !== 'function') return false
  try {
    const worker = start()
    // The worker closes itself; this ends it also where it failed to load (an old proxy, a CSP).
    const end = () => worker.terminate()
    worker.addEventListener('message', end, { once: true })
    worker.addEventListener('error', end, { once: true })
    return true
  } catch {
    // A browser that refuses workers: the first formatter is made on the main thread, as before.
    return false
  }
}
