import { useEffect, useRef, useSyncExternalStore } from 'react'
import { newVersion as thisPage, type NewVersionSignal } from '../../lib/new-version'

/** A screen whose slide does not change reloads this long after a new version took over. */
export const RELOAD_WITHOUT_TURN_MS = 120_000

const reloadPage = () => window.location.reload()

/**
 * A venue screen runs for days: once a new version of the viewer has taken over, it reloads at
 * the next change of slide (`step`), when the audience expects the screen to change anyway, or
 * after two minutes if nothing turns. Never in the setup page's preview (`live` false).
 */
export function useReloadForNewVersion(
  step: string,
  live: boolean,
  { signal = thisPage, reload = reloadPage }: { signal?: NewVersionSignal; reload?: () => void } = {},
): void {
  const ready = useSyncExternalStore(signal.subscribe, signal.isReady, () => false)
  const stepWhenReady = useRef<string | null>(null)
  useEffect(() => {
    if (!live || !ready) return
    if (stepWhenReady.current === null) stepWhenReady.current = step
    if (stepWhenReady.current !== step) return reload()
    const timer = setTimeout(reload, RELOAD_WITHOUT_TURN_MS)
    return () => clearTimeout(timer)
  }, [live, ready, step, reload])
}
