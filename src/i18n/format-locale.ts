import { useLocale, type Locale } from './locale'

/**
 * The locale dates and times are written in. The words of a page are in its language (`en`, `es`,
 * `fr`), but "09:00 AM" or "09:00", "Jun 14" or "14 Jun" are the reader's regional habit, which
 * the browser knows (`navigator.languages`). So:
 *
 * 1. the first of the browser's languages that is the page's language with a region: `en-GB`
 *    for an English page in a British browser, `es-MX` for a Spanish one in a Mexican browser;
 * 2. else the page's language in the region of the browser's first language, when the runtime
 *    knows that pair: `en-ES` (24-hour, day before month) for an English page in a Spanish
 *    browser, `en-US` in a browser that says only `en`;
 * 3. else the page's language.
 *
 * Staff pages, venue screens and embeds (whose `lang` option picks the page's language) all
 * follow it, so the same person reads the same times everywhere. Numbers keep the page's language.
 */
export function formatLocale(language: Locale, preferred: readonly string[]): string {
  for (const tag of preferred) {
    const locale = parse(tag)
    if (locale?.language === language && locale.region) return known(locale.baseName) ?? language
  }
  const region = parse(preferred[0])?.maximize().region
  return (region && known(`${language}-${region}`)) || language
}

function parse(tag: string | undefined): Intl.Locale | null {
  if (!tag) return null
  try {
    return new Intl.Locale(tag)
  } catch {
    return null
  }
}

/** The tag itself when the runtime has dates for it (not only for its language), else null. */
function known(tag: string): string | null {
  try {
    return new Intl.DateTimeFormat(tag).resolvedOptions().locale === tag ? tag : null
  } catch {
    return null
  }
}

const chosen = new Map<string, string>()

/** The formatting locale for the page's language and this browser (see `formatLocale`). */
export function useFormatLocale(): string {
  const language = useLocale()
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])
  const key = `${language}|${preferred.join(',')}`
  let locale = chosen.get(key)
  if (locale === undefined) {
    locale = formatLocale(language, preferred)
    chosen.set(key, locale)
  }
  return locale
}
