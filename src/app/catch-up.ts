import type { QueryClient } from '@tanstack/react-query'
import type { StoredAnswersShown } from '../api/http/transport'

/** How often a page showing stored answers tries the API again when nothing else asks. */
export const CATCH_UP_EVERY_MS = 30_000

/**
 * A page showing answers from the device's store (started without a network) catches up by
 * itself: it reads what it shows again when the browser says it is back online, and every 30 s
 * meanwhile (the Wi-Fi may be up while the API is not). Once the API answers, everything on show
 * is read again, so no stored answer stays on the page beside fresh ones.
 */
export function catchUpWhenReachable(
  shown: StoredAnswersShown,
  queryClient: QueryClient,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const readAgain = () => void queryClient.invalidateQueries({ refetchType: 'active' })
  let timer: ReturnType<typeof setInterval> | null = null
  let showing = false
  function watch() {
    const next = shown.getSnapshot() !== null
    if (next === showing) return
    showing = next
    if (showing) {
      target.addEventListener('online', readAgain)
      timer = setInterval(readAgain, CATCH_UP_EVERY_MS)
      return
    }
    target.removeEventListener('online', readAgain)
    if (timer !== null) clearInterval(timer)
    timer = null
    readAgain()
  }
  return shown.subscribe(watch)
}
