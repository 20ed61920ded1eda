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
  return cyrb128(text)[0]
}

/**
 * A version 4 UUID derived from a key: the same key gives the same idx on every run, and records
 * keep their idx when unrelated parts of the generator change. A fast 128-bit string hash
 * (cyrb128), not a cryptographic one: the generator makes some 40,000 of these.
 */
export function stableIdx(...key: Array<string | number>): string {
  const [a, b, c, d] = cyrb128(key.join('/'))
  const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0')
  const word2 = hex(b)
  const word3 = hex(c)
  const version = `4${word2.slice(5, 8)}`
  const variant = `${((parseInt(word3[0] ?? '0', 16) & 0x3) | 0x8).toString(16)}${word3.slice(1, 4)}`
  return `${hex(a)}-${word2.slice(0, 4)}-${version}-${variant}-${word3.slice(4, 8)}${hex(d)}`
}

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]
}
