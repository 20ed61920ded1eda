/**
 * For the staff and screen routes' loaders: loads the words of the device's language (`lang=` first,
 * for venue screens) alongside the page's data, so its first render is in that language. Imported,
 * not part of every page's first load: embeds choose their language themselves and never need it.
 */
export const loadDeviceWords = (lang?: unknown): Promise<unknown> =>
  import('./device-language').then((language) => language.loadDeviceLocale(lang))

/**
 * `loadDeviceWords` with the tools' words too, for the loaders of the pages that show them: the
 * embed builder, the screen setup, the venue screen. Every other staff page loads less.
 */
export const loadToolWords = (lang?: unknown): Promise<unknown> =>
  import('./device-language').then((language) => language.loadDeviceLocale(lang, true))
