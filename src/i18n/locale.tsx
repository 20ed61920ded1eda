import { createContext, useContext, type ReactNode } from 'react'

/**
 * A deliberately small i18n: each feature keeps its own message catalog beside its code
 * (`defineMessages({ en: {...}, es: {...}, fr: {...} })`), English is complete and the type of
 * the others, and `useMessages(catalog)` picks the active language with English as fallback.
 * Dates and numbers go through Intl with `useLocale()`. See docs/decisions/0004-i18n.md.
 */
export const LOCALES = ['en', 'es', 'fr'] as const
export type Locale = (typeof LOCALES)[number]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export type Catalog<Messages> = { en: Messages } & Partial<Record<Exclude<Locale, 'en'>, Messages>>

export function defineMessages<Messages>(catalog: Catalog<Messages>): Catalog<Messages> {
  return catalog
}

const LocaleContext = createContext<Locale>('en')

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
}

export function useLocale(): Locale {
  return useContext(LocaleContext)
}

export function messagesFor<Messages>(catalog: Catalog<Messages>, locale: Locale): Messages {
  return (locale === 'en' ? undefined : catalog[locale]) ?? catalog.en
}

export function useMessages<Messages>(catalog: Catalog<Messages>): Messages {
  return messagesFor(catalog, useLocale())
}
