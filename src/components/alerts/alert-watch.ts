import type { TabCoordinator } from '../../api/live/tab-coordinator'

/**
 * The one tab that watches the followed teams, for all the browser's tabs of a connection: the
 * holder of a Web Lock (`TabCoordinator.lead`, the lock every live query's polling uses too). It
 * looks at once when it gets the lock, then after each look as long as `nextLookIn` says (a
 * minute, stretched when the rate budget runs low), hidden or not: alerts are for a tab in the
 * background too. Closing the tab releases the lock and the next tab in line watches. Without
 * Web Locks every tab watches, and the record they share keeps each alert told once (decision
 * record 3410).
 */
export interface AlertWatchOptions {
  tabs: Pick<TabCoordinator, 'lead'>
  /** The lock's name: one per connection (`session.scope`), never the token. */
  lockName: string
  /** One look; resolves with the number of rounds it watches. */
  look: () => Promise<number>
  /** How long after a look the next one comes, given the rounds it watched. */
  nextLookIn: (rounds: number) => number
}

export interface AlertWatch {
  /** Whether this tab is the one watching. */
  readonly watching: boolean
  /** Looks soon (the follows changed), no sooner than a few seconds after the last look. */
  wake(): void
  stop(): void
}

/** The least time between two looks, even when woken. */
export const LEAST_GAP_MS = 5_000

export function startAlertWatch(options: AlertWatchOptions): AlertWatch {
  const abort = new AbortController()
  let release: (() => void) | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  let looking = false
  let wokenWhileLooking = false
  let lastLookAt = -Infinity
  let rounds = 0

  function schedule(delay: number) {
    if (timer !== null) clearTimeout(timer)
    timer = setTimeout(() => void look(), Math.max(0, delay))
  }

  async function look() {
    timer = null
    if (looking || abort.signal.aborted) return
    looking = true
    lastLookAt = Date.now()
    try {
      rounds = await options.look()
    } catch {
      // Nothing could be read this time (offline, the API down): the next look tries again.
    } finally {
      looking = false
    }
    if (abort.signal.aborted) return
    schedule(wokenWhileLooking ? LEAST_GAP_MS : options.nextLookIn(rounds))
    wokenWhileLooking = false
  }

  options.tabs.lead(options.lockName, abort.signal).then(
    (releaseLock) => {
      if (abort.signal.aborted) return releaseLock()
      release = releaseLock
      void look()
    },
    () => undefined, // stopped while another tab watched
  )

  return {
    get watching() {
      return release !== null
    },
    wake() {
      if (release === null || abort.signal.aborted) return
      if (looking) return void (wokenWhileLooking = true)
      schedule(lastLookAt + LEAST_GAP_MS - Date.now())
    },
    stop() {
      abort.abort()
      if (timer !== null) clearTimeout(timer)
      release?.()
      release = null
    },
  }
}
