import * as z from 'zod/mini'
import { lazySchema } from '../../lib/lazy-schema'
import { LOCALES, type Locale } from '../../i18n/locale'
import { optionalLinkId } from '../../components/page'
import type { BracketStart } from './follow-play'
import type { ScreenSlide } from './screen-slides'

/**
 * What a venue screen shows and how, as its link's query string carries it (never the token, which
 * travels in the fragment). Every value has a safe default, so a mangled link still shows
 * something, and `parseViews` keeps the views it understands (screen-link.ts, which reads and
 * writes the link: this module is only what the route's search needs, in every page's first load).
 *
 * Views in the link: `bracket:<round>`, `pools:<round>`, `pool:<round>:<pool>`,
 * `division:<division>` (its rounds, as they are when the screen runs), `courts` (today's games
 * of the tournament by court), `live` (per court, the game on now and the next), `champions`
 * (the podiums of the divisions decided so far) and `slide` (the organizer's picture or
 * announcement: the next of the link's `slides`, screen-slides.ts), separated by commas.
 */
export type ScreenView =
  | { kind: 'bracket'; roundIdx: string }
  | { kind: 'pools'; roundIdx: string }
  | { kind: 'pool'; roundIdx: string; poolIdx: string }
  | { kind: 'division'; divisionIdx: string }
  | { kind: 'courts' }
  | { kind: 'live' }
  | { kind: 'champions' }
  | { kind: 'slide'; slide: ScreenSlide }

export type ScreenTheme = 'dark' | 'light'

export interface ScreenConfig {
  tournamentIdx: string
  views: ScreenView[]
  /** Seconds each page of the rotation stays. */
  rotateSeconds: number
  /** Seconds between refreshes of the view on show, before the rate budget stretches it. */
  refreshSeconds: number
  theme: ScreenTheme
  /** Multiplies the text size the viewport gives. */
  textScale: number
  showQrCode: boolean
  /** Where bracket views start: the draw round where play is (default) or the first. */
  bracketStart: BracketStart
  /** The screen's language; undefined for the screen device's own (app/device-language.ts). */
  lang?: Locale
  /** Slides of the link that could not be read (malformed, not https, too many): left out. */
  unreadSlides: number
}

/**
 * Bounds of the link's numbers. Refreshes under 15 s and rotations under 10 s are not offered by
 * the setup page; the link accepts them so tests can run a screen's day in minutes.
 */
export const SCREEN_LIMITS = {
  rotateSeconds: { min: 2, max: 600, default: 20 },
  refreshSeconds: { min: 1, max: 600, default: 15 },
  textScale: { min: 0.5, max: 2.5, default: 1 },
} as const

/**
 * A setting a link may leave out or spell wrongly: either way `value`. `_default` as well as
 * `catch`, so the key is optional in the schema's input, which the router's Link is typed by.
 */
function setting<T extends z.ZodMiniType>(schema: T, value: z.core.util.NoUndefined<z.output<T>>) {
  return z._default(z.catch(schema, value), value)
}

function bounded(limits: { min: number; max: number; default: number }) {
  return setting(z.coerce.number().check(z.gte(limits.min), z.lte(limits.max)), limits.default)
}

function flag() {
  return setting(
    z.pipe(
      z.union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])]),
      z.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
    ),
    false,
  )
}

/** The screen route's search, as the router hands it over (numbers and booleans already parsed). */
export const screenSearchSchema = lazySchema(() =>
  z.object({
    tournament: optionalLinkId(),
    views: z.catch(z.optional(z.string()), undefined),
    // A JSON list (the router parses it); each slide is read on its own by `readViews`.
    slides: z.catch(z.optional(z.array(z.unknown())), undefined),
    rotate: bounded(SCREEN_LIMITS.rotateSeconds),
    refresh: bounded(SCREEN_LIMITS.refreshSeconds),
    theme: setting(z.enum(['dark', 'light']), 'dark'),
    scale: bounded(SCREEN_LIMITS.textScale),
    qr: flag(),
    bracket: setting(z.enum(['play', 'whole']), 'play'),
    lang: z.catch(z.optional(z.enum(LOCALES)), undefined),
  }),
)

export type ScreenSearch = z.output<typeof screenSearchSchema.schema>
