import { QueryObserver, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { useApi } from '../../hooks/use-api'
import { useNow } from '../../hooks/use-now'
import { safeHttpUrl } from '../../domain/safe-url'
import { formatInTimeZone, resolveTimeZone, TIME } from '../../domain/time'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { podiumMessages } from '../../components/podium'
import { BracketSlide } from './BracketSlide'
import { ChampionsSlide } from './ChampionsSlide'
import { CourtsSlide } from './CourtsSlide'
import { LiveSlide } from './LiveSlide'
import { screenMessages } from './messages'
import { OrganizerSlide } from './OrganizerSlide'
import { PoolsSlide } from './PoolsSlide'
import { QrCode } from './QrCode'
import { changesViewNext, rotates } from './rotation'
import { roundTitle, shownViews, type ShownView } from './rotation-views'
import { RotationProgress } from './RotationProgress'
import type { ScreenConfig } from './screen-config'
import { queriesOfView, screenQueries, type TournamentMeta } from './screen-queries'
import { ScreenLeftOut } from './ScreenLeftOut'
import { StatusCorner } from './StatusCorner'
import { useRotation } from './use-rotation'
import { useReloadForNewVersion } from './use-new-version-reload'
import { useSlideImages, type ImageState } from './use-slide-images'
import { ViewBoundary } from './ViewBoundary'

/** The next view's data is fetched this long before it shows (a quarter of the step at most). */
const PREFETCH_LEAD_MS = 3000

export interface ShowScreenProps {
  config: ScreenConfig
  meta: TournamentMeta
  /** False in the setup page's preview: nothing polls. */
  live: boolean
}

/**
 * The screen itself: the tournament's name and the time, the view on show (only it is polled),
 * the rotation's progress, how fresh the data is, and the QR code to the public page if chosen.
 * Every view of the rotation stays in the cache while it is on the rotation, so a view coming
 * back is never blank, and the next one is fetched just before it shows.
 */
export function ShowScreen({ config, meta, live }: ShowScreenProps) {
  const api = useApi()
  const queryClient = useQueryClient()
  const m = useMessages(screenMessages)
  const views = useMemo(
    () => shownViews(config.views, meta.divisions, config.bracketStart),
    [config.views, meta.divisions, config.bracketStart],
  )
  const rotateMs = config.rotateSeconds * 1000
  const refreshMs = config.refreshSeconds * 1000
  const images = useSlideImages(useMemo(() => views.flatMap(pictureOf), [views]))
  const rotation = useRotation(
    views.length,
    (view) => slideMs(views[view]) ?? rotateMs,
    (view) => {
      const picture = pictureOf(views[view])[0]
      return !picture || images.states.get(picture) === 'loaded'
    },
  )
  useReloadForNewVersion(`${rotation.view}:${rotation.page}`, live)
  const current = views[rotation.view]
  const stepMs = rotation.stepMs

  useEffect(() => {
    const observers = views
      .flatMap((view) => queriesOfView(api, view))
      .map(({ queryKey }) => new QueryObserver(queryClient, { queryKey, enabled: false }))
    const stops = observers.map((observer) => observer.subscribe(() => undefined))
    return () => stops.forEach((stop) => stop())
  }, [api, queryClient, views])

  const { startedAt, view: viewIndex } = rotation
  const prefetchNext = live && views.length > 1 && changesViewNext(rotation)
  useEffect(() => {
    const next = views[(viewIndex + 1) % views.length]
    if (!prefetchNext || !next) return
    const lead = Math.min(PREFETCH_LEAD_MS, stepMs / 4)
    const timer = setTimeout(
      () => queriesOfView(api, next).forEach((query) => void query.prefetch(queryClient, refreshMs)),
      Math.max(0, startedAt + stepMs - lead - Date.now()),
    )
    return () => clearTimeout(timer)
  }, [prefetchNext, views, viewIndex, startedAt, stepMs, refreshMs, api, queryClient])

  const publicUrl = config.showQrCode ? safeHttpUrl(meta.publicUrl) : null
  // The age shown is the view's; the tournament, read every 5 minutes, would always look old.
  const viewKeys = (current ? queriesOfView(api, current) : []).map((query) => query.queryKey)
  const shownKeys = viewKeys.length > 0 ? viewKeys : [screenQueries.meta(api, meta.idx).queryKey]
  return (
    <div className="screen-layout">
      <header className="screen-header">
        <h1 className="screen-tournament">{meta.name}</h1>
        <Clock timeZone={resolveTimeZone(meta.timezone)} />
      </header>
      <div className="screen-body">
        <main className="screen-main">
          {current ? (
            <ViewBoundary
              key={current.key}
              fallback={<p className="screen-slide-note">{m.viewUnavailable}</p>}
            >
              {current.kind === 'slide' ? (
                <OrganizerSlide
                  slide={current.slide}
                  image={imageState(current, images.states)}
                  onImageFailed={images.failed}
                />
              ) : (
                <CurrentView
                  view={current}
                  viewIndex={rotation.view}
                  page={rotation.page}
                  reportPages={rotation.reportPages}
                  refreshMs={refreshMs}
                  live={live}
                  meta={meta}
                />
              )}
            </ViewBoundary>
          ) : (
            <p className="screen-slide-note">{m.nothingToShow}</p>
          )}
        </main>
        {publicUrl && (
          <aside className="screen-aside">
            <QrCode text={publicUrl} label={m.qrLabel(publicUrl)} className="screen-qr" />
            <p className="screen-qr-caption">{m.qrCaption}</p>
          </aside>
        )}
      </div>
      <footer className="screen-footer">
        <StatusCorner queryKeys={shownKeys} timeZone={resolveTimeZone(meta.timezone)} />
        <ScreenLeftOut tournament={meta} queryKeys={viewKeys} />
        {config.unreadSlides > 0 && (
          <p className="screen-status screen-status-problem">{m.slidesUnread(config.unreadSlides)}</p>
        )}
        {rotates(rotation, views.length) && (
          <RotationProgress
            view={rotation.view}
            views={views.length}
            startedAt={rotation.startedAt}
            rotateMs={stepMs}
          />
        )}
      </footer>
    </div>
  )
}

/** A slide's own seconds, in ms; undefined for the other views, which stay the rotation's interval. */
function slideMs(view: ShownView | undefined): number | undefined {
  return view?.kind === 'slide' ? view.slide.seconds * 1000 : undefined
}

/** The picture a view shows, as a list of none or one. */
function pictureOf(view: ShownView | undefined): string[] {
  return view?.kind === 'slide' && view.slide.kind === 'image' ? [view.slide.url] : []
}

function imageState(view: ShownView, states: ReadonlyMap<string, ImageState>): ImageState | undefined {
  const picture = pictureOf(view)[0]
  return picture ? states.get(picture) : undefined
}

function CurrentView(props: {
  view: Exclude<ShownView, { kind: 'slide' }>
  viewIndex: number
  page: number
  reportPages: (view: number, pages: number) => void
  refreshMs: number
  live: boolean
  meta: TournamentMeta
}) {
  const m = useMessages(screenMessages)
  const podium = useMessages(podiumMessages)
  const { view, meta } = props
  if (view.kind === 'courts') return <CourtsSlide {...props} view={view} title={m.courtsTitle} />
  if (view.kind === 'live') return <LiveSlide {...props} view={view} title={m.liveTitle} />
  if (view.kind === 'champions') return <ChampionsSlide {...props} view={view} title={podium.champions} />
  const names = roundTitle(meta.divisions, view.roundIdx)
  const title = names ? [names.division, names.round].filter(Boolean).join(' · ') : meta.name
  if (view.kind === 'bracket') return <BracketSlide {...props} view={view} title={title} />
  return <PoolsSlide {...props} view={view} title={title} />
}

function Clock({ timeZone }: { timeZone: string }) {
  const locale = useFormatLocale()
  const now = useNow(10_000, true)
  return (
    <p className="screen-clock">
      {formatInTimeZone(new Date(now).toISOString(), timeZone, TIME, locale).text}
    </p>
  )
}
