import { createContext, useContext, type ReactNode } from 'react'

/**
 * A deliberately small i18n: each feature keeps its own message catalog beside its code
 * (`defineMessages({ en: {...} })`), English is complete, always loaded and the type of the other
 * languages' words, and `useMessages(catalog)` picks the active language with English as fallback.
 * Other languages' words load only for a page shown in them (`loadLocale`, from a route's loader).
 * Dates and numbers go through Intl with `useLocale()`. See docs/decisions/0004-i18n.md.
 */
export const LOCALES = ['en', 'es', 'fr', 'it', 'pt'] as const
export type Locale = (typeof LOCALES)[number]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export interface Catalog<Messages> {
  /** Names a catalog translated beyond English: its key in the language modules (src/app/languages). */
  readonly name?: string
  readonly en: Messages
}

export function defineMessages<Messages>(catalog: Catalog<Messages>): Catalog<Messages> {
  return catalog
}

/** A language module's words: by catalog name, each typed by its feature (`messages.es.ts`…). */
export type LanguageWords = Readonly<Record<string, unknown>>

/**
 * A language's words come in four parts: those every embed shows (`embed`), a team's page and
 * embed (`team`), the rest of the viewer's (`app`: staff pages, venue screens), and the alerts
 * about followed teams (`alerts`, loaded with them). An embed on a club's page loads the first,
 * and a team embed the second too.
 */
export type WordsPart = 'embed' | 'team' | 'app' | 'alerts'

/**
 * Part of `app`: what every staff page and venue screen shows, without the tools' words (the embed
 * builder's, the screen setup's, the venue screen's), which only those pages load with `app`. A
 * language that has no `staff` of its own loads `app` for it.
 */
export type StaffPart = 'staff'

type LoadWords = () => Promise<{ default: LanguageWords }>

/** How to load each language's words: for each part, one module that lists its catalogs. */
export type LanguageModules = Record<
  Exclude<Locale, 'en'>,
  Record<WordsPart, LoadWords> & Partial<Record<StaffPart, LoadWords>>
>

/**
 * Set once at start-up (src/app/languages): the language modules import the features' catalogs,
 * which sit above this layer, so they are handed in rather than imported here. Handed in as a
 * loader: the list of languages is itself a chunk, so a page in English downloads none of it.
 */
let languageModules: (() => Promise<LanguageModules>) | null = null

export function provideLanguages(modules: () => Promise<LanguageModules>): void {
  languageModules = modules
}

const loaded: Partial<Record<Locale, Record<string, unknown>>> = {}
const loading = new Map<string, Promise<void>>()

/**
 * Loads the `parts` of a language's words (each one small chunk) before a page is shown in it.
 * Never fails: when they cannot be loaded the page is in English, and the next call tries again.
 */
export function loadLocale(locale: Locale, parts: readonly (WordsPart | StaffPart)[]): Promise<unknown> {
  return Promise.all(
    parts.map((part) => {
      const key = locale + part
      if (locale !== 'en' && languageModules && !loading.has(key))
        loading.set(
          key,
          languageModules()
            .then((all) => {
              const language = all[locale]
              return (part === 'staff' ? (language.staff ?? language.app) : language[part])()
            })
            .then(
              (module) => void Object.assign((loaded[locale] ??= {}), module.default),
              () => void loading.delete(key),
            ),
        )
      return loading.get(key)
    }),
  )
}

const LocaleContext = createContext<Locale>('en')

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
}

export function useLocale(): Locale {
  return useContext(LocaleContext)
}

export function messagesFor<Messages>(catalog: Catalog<Messages>, locale: Locale): Messages {
  const words = catalog.name === undefined ? undefined : loaded[locale]?.[catalog.name]
  // A language module's entry has its catalog's type: `messages.es.ts` declares it, and
  // locale.test.tsx checks that every name is a catalog's.
  return (words as Messages | undefined) ?? catalog.en
}

export function useMessages<Messages>(catalog: Catalog<Messages>): Messages {
  return messagesFor(catalog, useLocale())
}
