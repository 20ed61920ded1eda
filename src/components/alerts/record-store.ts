import { parseWatchRecord, type WatchRecord } from './watch-record'

/**
 * The watch record in localStorage, with the tabs' changes to it: the watching tab writes, every
 * tab's notices listen (the `storage` event carries another tab's write, `write` this tab's).
 * Where storage is refused (some private modes), the record lives as long as the page.
 */
export interface RecordStore {
  read(): WatchRecord | null
  write(record: WatchRecord): void
  subscribe(listener: () => void): () => void
}

export function recordStore(storage: Storage | null, key: string): RecordStore {
  const listeners = new Set<() => void>()
  let memory: string | null = null
  // The last text read and what it says: the same object while it has not changed (for React).
  let last: { raw: string | null; record: WatchRecord | null } = { raw: null, record: null }
  const parse = (raw: string | null) => {
    if (raw !== last.raw) last = { raw, record: parseWatchRecord(raw) }
    return last.record
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) for (const listener of listeners) listener()
  }
  return {
    read() {
      try {
        return parse(storage?.getItem(key) ?? memory)
      } catch {
        return parse(memory)
      }
    },
    write(record) {
      memory = JSON.stringify(record)
      try {
        storage?.setItem(key, memory)
      } catch {
        // Full or refused: kept in memory.
      }
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage)
      }
    },
  }
}
