import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Read from disk: the test runner hands CSS imports over empty.
const styles = readFileSync(join(process.cwd(), 'src/styles.css'), 'utf8')

/** Every source file of the app but the tests, as text. */
const SOURCES = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
})

/** The theme's colours as styles.css writes them (`--cs-*`), but black and white, which are no choice of it. */
const THEME_COLOURS = [
  ...new Set(
    [...styles.matchAll(/--cs-[a-z-]+:\s*(#[0-9a-f]{3,8})\b/gi)].map(([, hex]) => hex!.toLowerCase()),
  ),
].filter((hex) => !/^#(f{3}|f{6}|0{3}|0{6})$/.test(hex))

describe('the theme', () => {
  it('is written once, in styles.css: no source file repeats one of its colours', () => {
    expect(THEME_COLOURS.length).toBeGreaterThan(20)
    const repeated = Object.entries(SOURCES).flatMap(([file, source]) =>
      THEME_COLOURS.filter((hex) => source.toLowerCase().includes(hex)).map((hex) => `${file}: ${hex}`),
    )
    expect(repeated).toEqual([])
  })
})
