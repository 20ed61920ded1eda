import { useLayoutEffect } from 'react'
import type { Locale } from '../../i18n/locale'
import { accentInk } from './accent'
import type { EmbedOptions } from './embed-options'

/**
 * An embed is the whole document in its frame: theme, accent, font scale and language go on the
 * root element, so the page background, every `rem` and every theme variable follow them.
 * The accent is a validated `#rrggbb` (embed-options.ts) and only ever a custom property's value.
 */
export function useDocumentLook(options: Pick<EmbedOptions, 'theme' | 'accent' | 'scale'>, locale: Locale) {
  const { theme, accent, scale } = options
  useLayoutEffect(() => {
    const root = document.documentElement
    root.dataset.theme = theme
    root.lang = locale
    root.style.fontSize = scale === 1 ? '' : `${scale * 100}%`
    if (accent) {
      root.style.setProperty('--cs-accent', accent)
      root.style.setProperty('--cs-accent-ink', accentInk(accent))
      root.style.setProperty(
        '--cs-accent-soft',
        `color-mix(in srgb, ${accent} 18%, var(--cs-surface-raised))`,
      )
    }
    return () => {
      delete root.dataset.theme
      root.style.removeProperty('font-size')
      for (const name of ['--cs-accent', '--cs-accent-ink', '--cs-accent-soft'])
        root.style.removeProperty(name)
    }
  }, [theme, accent, scale, locale])
}
