import { afterEach, beforeEach, vi } from 'vitest'

/**
 * A console error or warning fails the test that caused it, unless the test announced it
 * with `allowConsole`. Expected noise is thereby documented where it is expected.
 */
type Level = 'error' | 'warn'
interface Expected {
  level: Level
  pattern: RegExp
  seen: boolean
}

let expected: Expected[] = []
let unexpected: string[] = []

export function allowConsole(level: Level, pattern: RegExp): void {
  expected.push({ level, pattern, seen: false })
}

function record(level: Level) {
  return (...args: unknown[]) => {
    const text = args
      .map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg)))
      .join(' ')
    const match = expected.find((entry) => entry.level === level && entry.pattern.test(text))
    if (match) match.seen = true
    else unexpected.push(`console.${level}: ${text}`)
  }
}

beforeEach(() => {
  expected = []
  unexpected = []
  vi.spyOn(console, 'error').mockImplementation(record('error'))
  vi.spyOn(console, 'warn').mockImplementation(record('warn'))
})

afterEach(() => {
  const problems = [...unexpected]
  for (const entry of expected) {
    if (!entry.seen)
      problems.push(`expected a console.${entry.level} matching ${String(entry.pattern)}, none came`)
  }
  if (problems.length > 0) throw new Error(`Console check failed:\n${problems.join('\n')}`)
})
