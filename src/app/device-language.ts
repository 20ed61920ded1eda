import { useLayoutEffect, useSyncExternalStore } from 'react'
import { chooseLocale } from '../i18n/choose-locale'
import { isLocale, loadLocale, type Locale } from '../i18n/locale'

/**
 * The language chosen with the staff header's picker, kept on this device (localStorage), for
 * staff pages and venue screens. Embeds never read it (features/embed/language.ts). Storage that
 * cannot be read or written (private modes, blocked storage) leaves the choice for this page only.
 */
const KEY = 'courtside.language'

/** Each language by its own name, as a person looking for theirs reads it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  pt: 'Português',
}

let inMemory: Locale | null = null
const listeners = new Set<() => void>()

export function storedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(KEY)
    return isLocale(value) ? value : inMemory
  } catch {
    return inMemory
  }
}

/** The page's language: the link's `lang=` (venue screens), the device's choice, the browser's languages. */
export function deviceLocale(lang?: unknown): Locale {
  return chooseLocale([lang, storedLocale()], typeof navigator === 'undefined' ? [] : navigator.languages)
}

/** Keeps `locale` as this device's language, once its words are loaded: the page never shows it half in English. */
export async function chooseDeviceLocale(locale: Locale): Promise<void> {
  await loadLocale(locale)
  inMemory = locale
  try {
    window.localStorage.setItem(KEY, locale)
  } catch {
    // Kept for this page only.
  }
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useDeviceLocale(lang?: unknown): Locale {
  const stored = useSyncExternalStore(subscribe, storedLocale)
  return chooseLocale([lang, stored], navigator.languages ?? [])
}

/** `<html lang>` follows the page's language, so screen readers speak it right. */
export function useDocumentLanguage(locale: Locale): void {
  useLayoutEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
}
