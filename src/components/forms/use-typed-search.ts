import { useEffect, useRef, useState } from 'react'

/** How long typing pauses before the address follows. */
const SEARCH_DELAY_MS = 250

/**
 * A search field kept in the page's address as typed, without filling the history: `typed` is the
 * field's text; `type(value)` sets it, and once typing pauses for `SEARCH_DELAY_MS` calls
 * `commit(value)` (which replaces the address: one history entry per search). When the address
 * changes otherwise (back, forward, a link), the field follows `query`, unless the person is still
 * typing.
 */
export function useTypedSearch(
  query: string,
  commit: (value: string) => void,
): { typed: string; type: (value: string) => void } {
  const [typed, setTyped] = useState(query)
  const [editing, setEditing] = useState(false)
  const [shownQuery, setShownQuery] = useState(query)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  if (query !== shownQuery) {
    setShownQuery(query)
    if (!editing) setTyped(query)
  }

  function type(value: string) {
    setTyped(value)
    setEditing(true)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      setEditing(false)
      commit(value)
    }, SEARCH_DELAY_MS)
  }

  return { typed, type }
}
