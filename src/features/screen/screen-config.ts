import * as z from 'zod/mini'
import { lazySchema } from '../../lib/lazy-schema'
import { handOverFragment, type FragmentToken } from '../../auth/token-fragment'
import { LOCALES, type Locale } from '../../i18n/locale'
import { isV4Uuid, optionalLinkId } from '../../components/page'
import type { BracketStart } from './follow-play'

/**
 * What a venue screen shows and how, as its link's query string carries it (never the token, which
 * travels in the fragment). Every value has a safe default, so a mangled link still shows
 * something, and `parseViews` keeps the views it understands.
 *
 * Views in the link: `bracket:<round>`, `pools:<round>`, `pool:<round>:<pool>`,
 * `division:<division>` (its rounds, as they are when the screen runs), `courts` (today's games
 * of the tournament by court), `live` (per court, the game on now and the next) and `champions`
 * (the podiums of the divisions decided so far), separated by commas.
 */
export type ScreenView =
  | { kind: 'bracket'; roundIdx: string }
  | { kind: 'pools'; roundIdx: string }
  | { kind: 'pool'; roundIdx: string; poolIdx: string }
  | { kind: 'division'; divisionIdx: string }
  | { kind: 'courts' }
  | { kind: 'live' }
  | { kind: 'champions' }

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

/** The views a link names, in order, without repeats; what it cannot read is left out. */
export function parseViews(text: string | undefined): ScreenView[] {
  const seen = new Set<string>()
  const views: ScreenView[] = []
  for (const token of (text ?? '').split(',')) {
    const view = viewOf(token)
    if (!view || seen.has(viewToken(view))) continue
    seen.add(viewToken(view))
    views.push(view)
  }
  return views
}

export function formatViews(views: readonly ScreenView[]): string {
  return views.map(viewToken).join(',')
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
  const views = parseViews(search.views)
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
  }
}

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
