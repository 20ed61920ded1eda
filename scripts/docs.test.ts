import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The repository's docs stand on their own: every relative link leads to a file of this
 * repository, and none names a file outside it (a reader of a clone has nothing else).
 */
const ROOT = resolve(import.meta.dirname, '..')
const DOCS = execFileSync('git', ['ls-files', '*.md'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
const LINK = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g

function relativeLinks(text: string): string[] {
  return [...text.matchAll(LINK)].map((match) => match[1]!).filter((target) => !/^[a-z]+:/i.test(target))
}

describe('the docs', () => {
  it('are found', () => {
    expect(DOCS).toContain('README.md')
    expect(DOCS).toContain('docs/architecture.md')
  })

  it.each(DOCS)('%s links only to files of this repository', (doc) => {
    const text = readFileSync(join(ROOT, doc), 'utf8')
    const outside = relativeLinks(text).filter((target) => {
      const path = resolve(ROOT, dirname(doc), target)
      return relative(ROOT, path).startsWith('..') || !existsSync(path)
    })
    expect(outside).toEqual([])
  })

  it.each(DOCS)('%s names no file outside the repository', (doc) => {
    const text = readFileSync(join(ROOT, doc), 'utf8')
    expect(text).not.toMatch(
      /\.\.\/shared\/|\bshared\/(tournament-read-api|product)\.md|tournament-read-api\.md/,
    )
  })
})
