import { useLayoutEffect, useSyncExternalStore } from 'react'
import { chooseLocale } from './choose-locale'
import { isLocale, loadLocale, type Locale, type StaffPart, type WordsPart } from './locale'

/**
 * The language chosen with the staff header's picker, kept on this device (localStorage), for
 * staff pages and venue screens. Embeds never read it (features/embed/language.ts). Storage that
 * cannot be read or written (private modes, blocked storage) keeps the choice for this page only.
 * Not in every page's first load: the staff and screen routes' loaders import it.
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

/**
 * The parts of a language (i18n/locale.tsx) a staff page shows: all but the alerts' and the tools'
 * (the embed builder's, the screen setup's, the venue screen's), whose pages load `app` instead of
 * `staff`, and the picker every part, for whichever page it is on.
 */
const STAFF_PARTS: readonly (WordsPart | StaffPart)[] = ['embed', 'team', 'staff']
const TOOL_PARTS: readonly WordsPart[] = ['embed', 'team', 'app']
const ALL_PARTS = TOOL_PARTS

let pickedHere: Locale | null = null
const listeners = new Set<() => void>()

export function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(KEY)
    return isLocale(value) ? value : pickedHere
  } catch {
    return pickedHere
  }
}

/** The page's language: the link's `lang=` (venue screens), the device's choice, the browser's languages. */
export function deviceLocale(lang?: unknown): Locale {
  return chooseLocale([lang, storedLocale()], navigator.languages ?? [])
}

/** Loads the words of the page's language (`deviceLocale`), for a route's loader: a tool's (`tools`) or any other staff page's. */
export function loadDeviceLocale(lang?: unknown, tools = false): Promise<unknown> {
  return loadLocale(deviceLocale(lang), tools ? TOOL_PARTS : STAFF_PARTS)
}

/** Keeps `locale` as this device's language, once its words are loaded: the page never shows it half in English. */
export async function chooseDeviceLocale(locale: Locale): Promise<void> {
  await loadLocale(locale, ALL_PARTS)
  pickedHere = locale
  try {
    localStorage.setItem(KEY, locale)
  } catch {
    // Kept for this page only.
  }
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** `deviceLocale`, following the picker. */
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
