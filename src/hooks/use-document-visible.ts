import { useSyncExternalStore } from 'react'

function subscribe(listener: () => void) {
  document.addEventListener('visibilitychange', listener)
  return () => document.removeEventListener('visibilitychange', listener)
}

const isVisible = () => document.visibilityState !== 'hidden'

/** Whether this tab is shown (not in a background tab or a minimised window). */
export function useDocumentVisible(): boolean {
  return useSyncExternalStore(subscribe, isVisible, () => true)
}
