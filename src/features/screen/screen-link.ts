import { handOverFragment, type FragmentToken } from '../../auth/token-fragment'
import { isV4Uuid } from '../../components/page'
import { SCREEN_LIMITS, type ScreenConfig, type ScreenSearch, type ScreenView } from './screen-config'
import { SLIDE_LIMITS, slideInLink, slideSchema } from './screen-slides'

/*
 * A screen's link read and written: its views, its slides, the config it describes and the link
 * itself. Apart from screen-config.ts (the route's search), so none of it is in the code every
 * page loads first: only the screen and its setup page read it.
 */

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
