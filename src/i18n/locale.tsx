import { createContext, useContext, type ReactNode } from 'react'

/**
 * A deliberately small i18n: each feature keeps its own message catalog beside its code
 * (`defineMessages({ en: {...} })`), English is complete, always loaded and the type of the other
 * languages' words, and `useMessages(catalog)` picks the active language with English as fallback.
 * Other languages' words load only for a page shown in them (`loadLocale`, from a route's loader).
 * Dates and numbers go through Intl with `useLocale()`. See docs/decisions/0004-i18n.md.
 */
export const LOCALES = ['en', 'es', 'fr'] as const
export type Locale = (typeof LOCALES)[number]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export interface Catalog<Messages> {
  /** Names a catalog translated beyond English: its key in the language modules (src/start/languages). */
  readonly name?: string
  readonly en: Messages
}

export function defineMessages<Messages>(catalog: Catalog<Messages>): Catalog<Messages> {
  return catalog
}

/** A language module's words: by catalog name, each typed by its feature (`messages.es.ts`…). */
export type LanguageWords = Readonly<Record<string, unknown>>

/** How to load each language's words: one module per language, which lists every feature's catalog. */
export type LanguageModules = Record<Exclude<Locale, 'en'>, () => Promise<{ default: LanguageWords }>>

/**
 * Set once at start-up (src/start/languages): the language modules import the features' catalogs,
 * which sit above this layer, so they are handed in rather than imported here.
 */
let languageModules: LanguageModules | null = null

export function provideLanguages(modules: LanguageModules): void {
  languageModules = modules
}

const loaded: Partial<Record<Locale, LanguageWords>> = {}
const loading = new Map<Locale, Promise<void>>()

/**
 * Loads a language's words, all catalogs at once (one small chunk), before a page is shown in it.
 * Never fails: when they cannot be loaded the page is in English, and the next call tries again.
 */
export function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'en' || loaded[locale]) return Promise.resolve()
  let load = loading.get(locale)
  if (!load) {
    const modules = languageModules
    if (!modules) return Promise.resolve()
    load = modules[locale]().then(
      (module) => {
        loaded[locale] = module.default
      },
      () => {
        loading.delete(locale)
      },
    )
    loading.set(locale, load)
  }
  return load
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
