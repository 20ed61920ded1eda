import { describe, expect, it } from 'vitest'
import { bracketMessages } from '../../components/bracket/messages'
import { LOCALES, messagesFor, type Catalog, type Locale } from '../../i18n/locale'
import { LANGUAGE_MODULES } from '.'

// The test setup has provided and loaded every language, as start-up and the routes do.

/** Every catalog: they live in files named `messages.ts` or `<something>-messages.ts`. */
const CATALOGS = Object.entries(
  import.meta.glob<Record<string, unknown>>('../../**/*messages.ts', { eager: true }),
).flatMap(([file, module]) =>
  Object.values(module).flatMap((value) => (isCatalog(value) ? [{ file, catalog: value }] : [])),
)

const SOURCES = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
})

/** Each language's words, every part together, by catalog name. */
async function languageWords(locale: Exclude<Locale, 'en'>): Promise<Record<string, unknown>> {
  const parts = LANGUAGE_MODULES[locale]
  const modules = await Promise.all([parts.embed(), parts.team(), parts.app(), parts.alerts()])
  const names = modules.flatMap((module) => Object.keys(module.default))
  const twice = names.filter((name, index) => names.indexOf(name) !== index)
  expect(twice, `catalogs listed in more than one part of ${locale}`).toEqual([])
  return Object.assign({}, ...modules.map((module) => module.default)) as Record<string, unknown>
}

const OTHER_LOCALES = LOCALES.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en')

describe('the catalogs', () => {
  const names = CATALOGS.map(({ catalog }) => catalog.name)

  it('each have a name, used once', () => {
    expect(CATALOGS.length).toBeGreaterThan(15)
    expect(
      CATALOGS.filter(({ catalog }) => !catalog.name).map(({ file }) => file),
      'catalogs without a name',
    ).toEqual([])
    expect(new Set(names).size).toBe(names.length)
  })

  it('are all in *messages.ts files, where this test and the translators find them', () => {
    const elsewhere = Object.entries(SOURCES)
      .filter(([, source]) => /\bdefineMessages\s*[(<]/.test(source))
      .map(([file]) => file)
      .filter((file) => !/messages\.ts$/.test(file) && !file.endsWith('/i18n/locale.tsx'))
    expect(elsewhere).toEqual([])
  })

  it.each(OTHER_LOCALES)('are each in %s, and nothing else is', async (locale) => {
    const words = await languageWords(locale)
    expect(Object.keys(words).sort()).toEqual([...names].sort())
  })

  it.each(OTHER_LOCALES)(
    'have every word in %s: none missing, empty, or left in English unless the allow-list says so',
    async (locale) => {
      const words = await languageWords(locale)
      const problems: string[] = []
      for (const { catalog } of CATALOGS) {
        const name = catalog.name ?? ''
        if (name in words) compare(catalog.en, words[name], name, locale, problems)
      }
      expect(problems).toEqual([])
    },
  )

  it('allow only words that exist, in languages that exist', () => {
    const paths = new Set<string>()
    const collect = (value: unknown, path: string) => {
      paths.add(path)
      if (typeof value === 'object' && value !== null)
        for (const [key, each] of Object.entries(value)) collect(each, `${path}.${key}`)
    }
    for (const { catalog } of CATALOGS) collect(catalog.en, catalog.name ?? '')
    expect(Object.keys(SAME_AS_ENGLISH).filter((path) => !paths.has(path))).toEqual([])
  })

  it('reach the features once loaded', () => {
    expect(messagesFor(bracketMessages, 'es').winnerOf('12')).toBe('Ganador del partido 12')
    expect(messagesFor(bracketMessages, 'fr').mainDraw).toBe('Tableau principal')
    expect(messagesFor(bracketMessages, 'it').mainDraw).toBe('Tabellone principale')
    expect(messagesFor(bracketMessages, 'pt').mainDraw).toBe('Quadro principal')
  })
})

/**
 * Words a language rightly writes as English does (`catalog.path`, functions without their
 * arguments): the game's own loanwords, names, abbreviations. Anything else left in English is
 * a word nobody translated.
 */
const SAME_AS_ENGLISH: Record<string, readonly Locale[]> = {
  'bracket.tieBreak': ['es', 'fr', 'it', 'pt'],
  'bracket.tieBreakShort': ['es', 'fr', 'it', 'pt'],
  'bracket.court': ['fr'],
  'bracket.bye': ['it'],
  'bracket.short.bye': ['it'],
  'bracket.spoken.bye': ['it'],
  'standings.stats.points.long': ['fr'],
  'connect.tokenName': ['es'],
  'enumWords.sport.PADEL': ['fr', 'it', 'pt'],
  'enumWords.sport.TENNIS': ['fr', 'it'],
  'enumWords.sport.PICKLEBALL': ['es', 'fr', 'it', 'pt'],
  'enumWords.qualifierStatus.LUCKY_LOSER': ['es', 'fr', 'it', 'pt'],
  'round.retiredMark': ['es'],
  'round.tieBreakShort': ['es', 'fr', 'it', 'pt'],
  'round.tieBreak': ['es', 'fr', 'it', 'pt'],
  'round.court': ['fr'],
  'round.status.bye': ['it'],
  'teams.ranking': ['es', 'pt'],
  'teams.wildCard': ['it', 'pt'],
  'tournament.club': ['es', 'fr'],
  // French shares these words with English.
  'tournamentList.sport': ['fr'],
  'tournamentList.pages': ['fr'],
  'tournament.dates': ['fr'],
  'tournament.type': ['fr'],
  'tournament.sport': ['fr'],
  'tournament.public': ['fr'],
  'tournament.courts': ['fr'],
  'tournament.circuit': ['fr'],
  'embedBuilder.seconds': ['es', 'fr', 'it', 'pt'],
  'embedBuilder.partNames.podium': ['fr'],
  'bracket.short.walkover': ['es', 'fr', 'it', 'pt'],
  'bracket.short.retired': ['es'],
  'bracket.entry.LL': ['es', 'fr', 'it', 'pt'],
  'bracket.entry.WC': ['it', 'pt'],
  'bracket.zoom': ['it', 'pt'],
  'standings.stats.points.short': ['es', 'fr', 'pt'],
  'schedule.court': ['fr'],
  // "12 min": minutes are written alike in all five.
  'screen.onFor': ['es', 'fr', 'it', 'pt'],
  'team.wildCard': ['it', 'pt', 'fr'],
  // French writes "Champions" and "3e place" (the ordinal is the bracket's) as English does.
  'team.champions': ['fr'],
  'team.finishPlace': ['fr'],
  'team.luckyLoser': ['es', 'fr', 'it', 'pt'],
  'team.points': ['fr'],
  'team.tieGroup': ['fr'],
  'team.bye': ['it'],
  'leftOut.kinds.court.0': ['fr'],
  'leftOut.kinds.court.1': ['fr'],
  'leftOut.kinds.sponsor.0': ['it'],
  'leftOut.kinds.sponsor.1': ['it'],
  'team.retired': ['es'],
}

const SAMPLES = [1, 3, 120]

/** Compares a translation with its English, word by word, into `problems`. */
function compare(en: unknown, translated: unknown, path: string, locale: Locale, problems: string[]) {
  if (typeof en === 'string') {
    if (typeof translated !== 'string' || translated.trim() === '') problems.push(`${path}: missing or empty`)
    else if (translated === en && /\p{L}{2}/u.test(en) && !SAME_AS_ENGLISH[allowKey(path)]?.includes(locale))
      problems.push(`${path}: left in English, “${en}”`)
  } else if (typeof en === 'function') {
    if (typeof translated !== 'function') return problems.push(`${path}: missing`)
    for (const sample of SAMPLES) {
      const args = Array.from({ length: en.length }, () => sample)
      let result: unknown
      try {
        result = (translated as (...args: unknown[]) => unknown)(...args)
      } catch (error) {
        problems.push(`${path}(${sample}): ${String(error)}`)
        continue
      }
      compare(
        (en as (...args: unknown[]) => unknown)(...args),
        result,
        `${path}(${sample})`,
        locale,
        problems,
      )
    }
  } else if (typeof en === 'object' && en !== null) {
    if (typeof translated !== 'object' || translated === null) return problems.push(`${path}: missing`)
    const extra = Object.keys(translated).filter((key) => !(key in en))
    if (extra.length > 0) problems.push(`${path}: words English does not have: ${extra.join(', ')}`)
    for (const [key, value] of Object.entries(en))
      compare(value, (translated as Record<string, unknown>)[key], `${path}.${key}`, locale, problems)
  }
}

/** `bracket.zoom(3)` is allowed as `bracket.zoom`. */
function allowKey(path: string): string {
  return path.replace(/\(\d+\)/g, '')
}

function isCatalog(value: unknown): value is Catalog<unknown> {
  return typeof value === 'object' && value !== null && 'en' in value
}
