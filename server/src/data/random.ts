import { createHash } from 'node:crypto'

/** A seeded pseudo-random source (mulberry32): the same seed gives the same sequence on every run. */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  chance(probability: number): boolean
  pick<T>(items: readonly T[]): T
  shuffle<T>(items: readonly T[]): T[]
}

export function createRandom(seed: number | string): Random {
  let state = typeof seed === 'number' ? seed >>> 0 : hashToInt(seed)
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)]
      if (item === undefined) throw new Error('pick from an empty list')
      return item
    },
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i)
        const a = copy[i] as T
        copy[i] = copy[j] as T
        copy[j] = a
      }
      return copy
    },
  }
}

function hashToInt(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0)
}

/**
 * A version 4 UUID derived from a key: the same key gives the same idx on every run, and records
 * keep their idx when unrelated parts of the generator change.
 */
export function stableIdx(...key: Array<string | number>): string {
  const bytes = createHash('sha256').update(key.join('/')).digest()
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = bytes.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}
