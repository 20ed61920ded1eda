import { useEffect } from 'react'

/**
 * Keeps the display on while the screen shows (Screen Wake Lock API) where the browser allows it;
 * the browser releases the lock whenever the page is hidden, so it is asked for again each time
 * the page shows. Where the API is missing or refused (no HTTPS, a policy), nothing happens: the
 * TV's own settings decide.
 */
export function useWakeLock(enabled: boolean): void {
  useEffect(() => {
    const wakeLock = globalThis.navigator?.wakeLock
    if (!enabled || !wakeLock) return
    let sentinel: WakeLockSentinel | null = null
    let stopped = false
    const acquire = () => {
      if (stopped || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return
      wakeLock.request('screen').then(
        (granted) => {
          if (stopped) void granted.release()
          else sentinel = granted
        },
        () => undefined, // refused: the TV's settings decide
      )
    }
    acquire()
    document.addEventListener('visibilitychange', acquire)
    return () => {
      stopped = true
      document.removeEventListener('visibilitychange', acquire)
      void sentinel?.release().catch(() => undefined)
    }
  }, [enabled])
}
