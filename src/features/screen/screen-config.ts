import * as z from 'zod/mini'
import { lazySchema } from '../../lib/lazy-schema'
import { handOverFragment, type FragmentToken } from '../../auth/token-fragment'
import { LOCALES, type Locale } from '../../i18n/locale'
import { isV4Uuid, optionalLinkId } from '../../components/page'
import type { BracketStart } from './follow-play'
import { SLIDE_LIMITS, slideInLink, slideSchema, type ScreenSlide } from './screen-slides'

/**
 * What a venue screen shows and how, as its link's query string carries it (never the token, which
 * travels in the fragment). Every value has a safe default, so a mangled link still shows
 * something, and `parseViews` keeps the views it understands.
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

export function viewToken(view: ScreenView): string {
  switch (view.kind) {
    case 'bracket':
    case 'pools':
      return `${view.kind}:${view.roundIdx}`
    case 'pool':
      return `pool:${view.roundIdx}:${view.poolIdx}`
    case 'division':
      return `division:${view.divisionIdx}`
    case 'courts':
    case 'live':
    case 'champions':
    case 'slide':
      return view.kind
  }
}

function viewOf(token: string): ScreenView | null {
  const [kind, first, second, ...rest] = token.trim().split(':')
  if (rest.length > 0) return null
  const ids = [first, second].filter((id) => id !== undefined)
  if (!ids.every(isV4Uuid)) return null
  if ((kind === 'courts' || kind === 'live' || kind === 'champions') && ids.length === 0) return { kind }
  if ((kind === 'bracket' || kind === 'pools') && first && ids.length === 1) return { kind, roundIdx: first }
  if (kind === 'pool' && first && second) return { kind, roundIdx: first, poolIdx: second }
  if (kind === 'division' && first && ids.length === 1) return { kind, divisionIdx: first }
  return null
}

/**
 * The views a link names, in order, without repeats; what it cannot read is left out. Each
 * `slide` takes the next of `slides`; a slide that does not parse, one past the tenth and one
 * without a `slide` to show it are left out and counted.
 */
export function readViews(
  text: string | undefined,
  slides: readonly unknown[] | undefined,
): { views: ScreenView[]; unreadSlides: number } {
  const seen = new Set<string>()
  const views: ScreenView[] = []
  const listed = slides ?? []
  let used = 0
  let unreadSlides = 0
  for (const token of (text ?? '').split(',')) {
    if (token.trim() === 'slide') {
      const parsed = used < SLIDE_LIMITS.count ? slideSchema.schema.safeParse(listed[used]) : null
      used++
      if (parsed?.success) views.push({ kind: 'slide', slide: parsed.data })
      else unreadSlides++
      continue
    }
    const view = viewOf(token)
    if (!view || seen.has(viewToken(view))) continue
    seen.add(viewToken(view))
    views.push(view)
  }
  return { views, unreadSlides: unreadSlides + Math.max(0, listed.length - used) }
}

export function parseViews(text: string | undefined, slides?: readonly unknown[]): ScreenView[] {
  return readViews(text, slides).views
}

export function formatViews(views: readonly ScreenView[]): string {
  return views.map(viewToken).join(',')
}

/** The link's `slides`, in the order of its `slide` views; undefined without any. */
export function formatSlides(views: readonly ScreenView[]): Record<string, string | number>[] | undefined {
  const slides = views.flatMap((view) => (view.kind === 'slide' ? [slideInLink(view.slide)] : []))
  return slides.length > 0 ? slides : undefined
}

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

/** The config a link describes, or null when it names no tournament or no view it can show. */
export function configFromSearch(search: ScreenSearch): ScreenConfig | null {
  const { views, unreadSlides } = readViews(search.views, search.slides)
  if (!search.tournament || views.length === 0) return null
  return {
    tournamentIdx: search.tournament,
    views,
    rotateSeconds: search.rotate,
    refreshSeconds: search.refresh,
    theme: search.theme,
    textScale: search.scale,
    showQrCode: search.qr,
    bracketStart: search.bracket,
    lang: search.lang,
    unreadSlides,
  }
}

/**
 * The longest screen link the setup page hands out, token and all. Links are pasted into TV and
 * kiosk browsers, sent by chat and turned into QR codes; 2,000 characters is the length that
 * every browser, proxy and messaging app takes whole (the old limit of 2,083 in Internet Explorer
 * made it the common floor), and a QR code of it is still readable across a desk. Slides are what
 * makes a link long: about ten with their texts and picture addresses fit (decision 3620).
 */
export const SCREEN_LINK_MAX = 2000

/** The query string of a screen link: what the screen shows, nothing secret. */
export function screenQuery(config: ScreenConfig): URLSearchParams {
  const query = new URLSearchParams({
    tournament: config.tournamentIdx,
    views: formatViews(config.views),
    rotate: String(config.rotateSeconds),
    theme: config.theme,
    scale: String(config.textScale),
  })
  if (config.refreshSeconds !== SCREEN_LIMITS.refreshSeconds.default) {
    query.set('refresh', String(config.refreshSeconds))
  }
  if (config.showQrCode) query.set('qr', '1')
  if (config.bracketStart !== 'play') query.set('bracket', config.bracketStart)
  if (config.lang) query.set('lang', config.lang)
  const slides = formatSlides(config.views)
  if (slides) query.set('slides', JSON.stringify(slides))
  return query
}

/**
 * The link to open on the TV: the app's `screen` page with the config in the query string and the
 * token in the fragment (`#token=…&remember=1`, with `&api=…` for another API than the configured
 * one), which the app takes at start-up, keeps on the device and removes from the address bar.
 * Behind the public-display proxy there is no token.
 */
export function screenLink(
  config: ScreenConfig,
  appBase: string,
  access: Omit<FragmentToken, 'remember'> | null,
  remember = true,
): string {
  const url = new URL('screen', appBase)
  url.search = screenQuery(config).toString()
  if (access) url.hash = handOverFragment({ ...access, remember })
  return url.href
}
