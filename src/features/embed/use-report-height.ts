import { useLayoutEffect, type RefObject } from 'react'
import { heightMessage, isHeightRequest } from './height-messages'

/**
 * Tells the framing page how tall the embed's content is, each time it changes (ResizeObserver),
 * and again when the page asks (its script may load after the embed). Nothing happens outside a
 * frame. See height-messages.ts for the messages and why the target origin is `'*'`.
 */
export function useReportHeight(ref: RefObject<HTMLElement | null>, target: Window | null = parentOf()) {
  useLayoutEffect(() => {
    const content = ref.current
    if (!content || !target) return
    let last = -1
    const post = (always: boolean) => {
      const height = Math.ceil(content.getBoundingClientRect().height)
      if (!always && height === last) return
      last = height
      target.postMessage(heightMessage(height), '*')
    }
    post(true)
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => post(false))
    observer?.observe(content)
    const onMessage = (event: MessageEvent) => {
      if (event.source === target && isHeightRequest(event.data)) post(true)
    }
    window.addEventListener('message', onMessage)
    return () => {
      observer?.disconnect()
      window.removeEventListener('message', onMessage)
    }
  }, [ref, target])
}

function parentOf(): Window | null {
  return typeof window !== 'undefined' && window.parent !== window ? window.parent : null
}
