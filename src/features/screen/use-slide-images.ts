import { useCallback, useEffect, useState } from 'react'

export type ImageState = 'loading' | 'loaded' | 'failed'

/** A picture that has not loaded by then is taken as failed: a TV never waits on a slow host. */
export const IMAGE_TIMEOUT_MS = 15_000
/** Pictures that failed are tried again this often (a sponsor's host back up, the venue's Wi-Fi). */
export const IMAGE_RETRY_MS = 5 * 60_000

/**
 * Loads the slides' pictures ahead, off screen, and says of each whether it loaded: the rotation
 * shows only those that did, so a TV never shows a broken picture or one half drawn. `failed`
 * marks one that fails later, as drawn.
 */
export function useSlideImages(urls: readonly string[]): {
  states: ReadonlyMap<string, ImageState>
  failed: (url: string) => void
} {
  const [states, setStates] = useState<ReadonlyMap<string, ImageState>>(() => new Map())
  const [attempt, setAttempt] = useState(0)
  const key = [...new Set(urls)].join('\n')
  const set = useCallback(
    (url: string, state: ImageState) =>
      setStates((last) => (last.get(url) === state ? last : new Map(last).set(url, state))),
    [],
  )
  useEffect(() => {
    if (!key) return
    const stops = key.split('\n').map((url) => {
      const image = new Image()
      image.referrerPolicy = 'no-referrer'
      let settled = false
      const settle = (state: ImageState) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        set(url, state)
      }
      const timer = setTimeout(() => settle('failed'), IMAGE_TIMEOUT_MS)
      image.onload = () => settle('loaded')
      image.onerror = () => settle('failed')
      image.src = url
      return () => {
        settled = true
        clearTimeout(timer)
        image.onload = null
        image.onerror = null
      }
    })
    return () => stops.forEach((stop) => stop())
  }, [key, attempt, set])
  const anyFailed = [...states.values()].includes('failed')
  useEffect(() => {
    if (!anyFailed) return
    const timer = setTimeout(() => setAttempt((count) => count + 1), IMAGE_RETRY_MS)
    return () => clearTimeout(timer)
  }, [anyFailed, attempt])
  return { states, failed: useCallback((url: string) => set(url, 'failed'), [set]) }
}
