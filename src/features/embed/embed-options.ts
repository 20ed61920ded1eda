import * as z from 'zod/mini'
import { lazySchema } from '../../lib/lazy-schema'
import { LOCALES } from '../../i18n/locale'
import { normalizeHex } from './accent'

/**
 * How an embed looks and behaves, as its link's query string carries it. Never the token: that
 * travels in the fragment, or not at all behind the public-display proxy. Every value has a
 * default, so a hand-edited or mangled link still shows something sensible.
 *
 * The router hands search values over already JSON-parsed (`?scale=1.25` arrives as a number,
 * `?accent=112233` too), so text fields accept numbers and read them back as text.
 */
export const EMBED_THEMES = ['light', 'dark', 'auto'] as const
export type EmbedTheme = (typeof EMBED_THEMES)[number]

/**
 * Parts of a page that can be shown or left out: the heading, the pool tables, the bracket, and the
 * podium (of a tournament's divisions or of one division), which only a link asking for it shows.
 */
export const EMBED_PARTS = ['title', 'pools', 'bracket', 'podium'] as const
export type EmbedPart = (typeof EMBED_PARTS)[number]
/** What a link that names no part shows: everything but the podium (docs/decisions). */
export const DEFAULT_PARTS: readonly EmbedPart[] = ['title', 'pools', 'bracket']

/** Where "Open full view" leads: the organizer's public page, this viewer's full page, or nowhere. */
export const FULL_VIEW_LINKS = ['public', 'viewer', 'none'] as const
export type FullViewLink = (typeof FULL_VIEW_LINKS)[number]

export const BRACKET_VIEWS = ['auto', 'tree', 'rounds'] as const
export const EMBED_LANGUAGES = ['auto', ...LOCALES] as const
export type EmbedLanguage = (typeof EMBED_LANGUAGES)[number]

/** Seconds between refreshes: far slower than a venue screen, every visitor shares the token. */
export const REFRESH_SECONDS = { min: 30, max: 600, default: 60 } as const
export const FONT_SCALE = { min: 0.75, max: 1.5, default: 1 } as const

export interface EmbedOptions {
  theme: EmbedTheme
  /** `#rrggbb`, or null for the viewer's own accent. */
  accent: string | null
  scale: number
  show: readonly EmbedPart[]
  link: FullViewLink
  lang: EmbedLanguage
  refresh: number
  bracket: (typeof BRACKET_VIEWS)[number]
}

export const DEFAULT_EMBED_OPTIONS: EmbedOptions = {
  theme: 'light',
  accent: null,
  scale: FONT_SCALE.default,
  show: DEFAULT_PARTS,
  link: 'public',
  lang: 'auto',
  refresh: REFRESH_SECONDS.default,
  bracket: 'auto',
}

const text = () => z.pipe(z.union([z.string(), z.number()]), z.transform(String))

/** A value as the link has it, or undefined when it is missing or does not fit. */
function tolerant<Schema extends z.ZodMiniType>(schema: Schema) {
  return z.catch(z.optional(schema), undefined)
}

function choice<const Values extends readonly [string, ...string[]]>(values: Values) {
  return tolerant(z.enum(values))
}

/** A number, brought inside its bounds (`z.number()` already refuses NaN and infinities). */
function clamped(bounds: { min: number; max: number }) {
  const clamp = (value: number) => Math.min(bounds.max, Math.max(bounds.min, value))
  return tolerant(z.pipe(z.coerce.number(), z.transform(clamp)))
}

/** `show=pools,bracket`: the known parts named, in their own order; none known means the default. */
function parseParts(value: string | undefined): readonly EmbedPart[] {
  const named = new Set((value ?? '').split(',').map((part) => part.trim()))
  const parts = EMBED_PARTS.filter((part) => named.has(part))
  return parts.length > 0 ? parts : DEFAULT_PARTS
}

/**
 * The `/embed` route's search: each value as the link has it (normalised), or undefined when it is
 * missing or bad. Values stay text where the link has text, so links inside the embed carry the
 * link's own query on, and defaults are never written in; `embedOptions` fills them.
 */
export const embedSearchSchema = lazySchema(() =>
  z.object({
    theme: choice(EMBED_THEMES),
    accent: tolerant(
      z.pipe(
        text(),
        z.transform((value) => normalizeHex(value) ?? undefined),
      ),
    ),
    scale: clamped(FONT_SCALE),
    show: tolerant(
      z.pipe(
        text(),
        z.transform((value) => parseParts(value).join(',')),
      ),
    ),
    link: choice(FULL_VIEW_LINKS),
    lang: choice(EMBED_LANGUAGES),
    refresh: clamped(REFRESH_SECONDS),
    bracket: choice(BRACKET_VIEWS),
  }),
)

export type EmbedSearch = z.output<typeof embedSearchSchema.schema>

/** The options a validated search describes, every one filled in. */
export function embedOptions(search: EmbedSearch): EmbedOptions {
  const defaults = DEFAULT_EMBED_OPTIONS
  return {
    theme: search.theme ?? defaults.theme,
    accent: search.accent ?? null,
    scale: search.scale ?? defaults.scale,
    show: parseParts(search.show),
    link: search.link ?? defaults.link,
    lang: search.lang ?? defaults.lang,
    refresh: search.refresh ?? defaults.refresh,
    bracket: search.bracket ?? defaults.bracket,
  }
}

/**
 * The query string of an embed link, defaults left out so snippets stay short. `#` of the accent
 * is kept (encoded): `accent=1e3456` would reach the page as the number 1e3456.
 */
export function embedQuery(options: EmbedOptions): URLSearchParams {
  const query = new URLSearchParams()
  const defaults = DEFAULT_EMBED_OPTIONS
  if (options.theme !== defaults.theme) query.set('theme', options.theme)
  if (options.accent) query.set('accent', options.accent)
  if (options.scale !== defaults.scale) query.set('scale', String(options.scale))
  const show = EMBED_PARTS.filter((part) => options.show.includes(part))
  const isDefault = show.length === DEFAULT_PARTS.length && DEFAULT_PARTS.every((part) => show.includes(part))
  if (show.length > 0 && !isDefault) query.set('show', show.join(','))
  if (options.link !== defaults.link) query.set('link', options.link)
  if (options.lang !== defaults.lang) query.set('lang', options.lang)
  if (options.refresh !== defaults.refresh) query.set('refresh', String(options.refresh))
  if (options.bracket !== defaults.bracket) query.set('bracket', options.bracket)
  return query
}
