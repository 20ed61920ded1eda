import { useEffect, useState } from 'react'

/** The current time, re-read every `everyMs` while `active` (a countdown), else as first rendered. */
export function useNow(everyMs: number, active: boolean): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!active) return
    const tick = () => setNow(Date.now())
    const first = setTimeout(tick, 0)
    const timer = setInterval(tick, everyMs)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [everyMs, active])
  return now
}
