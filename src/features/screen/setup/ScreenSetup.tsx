import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import { SMALL_BUTTON } from '../../../components/forms'
import { useApi } from '../../../hooks/use-api'
import { useMessages } from '../../../i18n/locale'
import { FormSection } from '../../../components/forms'
import { Notice } from '../../../components/page'
import { isPublished } from '../../../domain/visibility'
import { screenQueries } from '../screen-queries'
import type { ScreenView } from '../screen-config'
import { configFromSearch, formatSlides, formatViews, parseViews } from '../screen-link'
import { SLIDE_LIMITS, type ScreenSlide } from '../screen-slides'
import { ScreenFrame } from '../ScreenFrame'
import { ScreenContent } from '../ScreenPage'
import { setupMessages } from './messages'
import { ScreenLinkPanel } from './ScreenLinkPanel'
import { ScreenOptions } from './ScreenOptions'
import { blankSlide, SlideEditor } from './SlideEditor'
import { presetViews, type SetupSearch } from './setup-search'
import { viewName } from './view-names'
import { ViewList } from './ViewList'
import { ViewPicker } from './ViewPicker'

const route = getRouteApi('/_staff/_connected/screens/new')

/**
 * Staff make a venue screen: what it shows (pickers, the rotation's views in order), how it looks,
 * a live preview, and the link to open on the TV. Everything chosen is in this page's address, so
 * a reload or a shared setup link keeps it.
 */
export function ScreenSetup() {
  const m = useMessages(setupMessages)
  const api = useApi()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const change = (patch: Partial<SetupSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true, resetScroll: false })

  const meta = useQuery({
    ...screenQueries.meta(api, search.tournament ?? ''),
    enabled: Boolean(search.tournament),
  })
  const divisions = meta.data?.divisions ?? []
  // A link that names only a round (the round page's) opens with its division picked too.
  const picked = {
    ...search,
    division:
      search.division ??
      divisions.find((each) => each.rounds?.some((round) => round.idx === search.round))?.idx,
  }
  const pickedRound = divisions.flatMap((each) => each.rounds ?? []).find((each) => each.idx === search.round)
  const pools = useQuery({
    ...screenQueries.standings(api, search.round ?? ''),
    enabled: pickedRound?.type === 'ROUND_ROBIN_ROUND',
  })
  const poolName = (roundIdx: string, poolIdx: string) =>
    roundIdx === search.round
      ? (pools.data?.pools.find((pool) => pool.idx === poolIdx)?.name ?? undefined)
      : undefined

  // Until the rotation is edited, it is what the page's link named when the page opened.
  const [preset] = useState(() => presetViews(search, divisions))
  const views = search.views === undefined ? preset : parseViews(search.views, search.slides)
  const setViews = (next: ScreenView[]) => change({ views: formatViews(next), slides: formatSlides(next) })
  const config = configFromSearch({ ...search, views: formatViews(views), slides: formatSlides(views) })
  // The slide being made (at the end of the rotation) or edited (at its place in it).
  const [editing, setEditing] = useState<{ index: number | null; slide: ScreenSlide } | null>(null)
  const slideCount = views.filter((view) => view.kind === 'slide').length
  const saveSlide = (slide: ScreenSlide) => {
    const at = editing?.index ?? null
    setViews(
      at === null
        ? [...views, { kind: 'slide', slide }]
        : views.map((view, index) => (index === at ? { kind: 'slide', slide } : view)),
    )
    setEditing(null)
  }
  const editSlide = (index: number) => {
    const view = views[index]
    if (view?.kind === 'slide') setEditing({ index, slide: view.slide })
  }

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold">{m.title}</h1>
        <p className="mt-2 max-w-3xl text-ink-muted">{m.intro}</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]">
        <div className="space-y-8">
          <FormSection title={m.whatTitle}>
            {meta.data && !isPublished(meta.data) && (
              <Notice tone="warning" className="mb-4">
                {m.draft}
              </Notice>
            )}
            <ViewPicker
              search={picked}
              tournamentName={meta.data?.name}
              divisions={divisions}
              pools={pools.data?.pools ?? []}
              // Another tournament's rounds mean nothing here: its rotation starts empty.
              onPick={(patch) => change('tournament' in patch ? { ...patch, views: '' } : patch)}
              onAdd={(view) => setViews([...views, view])}
            />
            <div className="mt-2 flex flex-wrap items-center gap-2">
              {(['image', 'announcement'] as const).map((kind) => (
                <button
                  key={kind}
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={slideCount >= SLIDE_LIMITS.count}
                  onClick={() => setEditing({ index: null, slide: blankSlide(kind) })}
                >
                  {kind === 'image' ? m.addPicture : m.addAnnouncement}
                </button>
              ))}
              {slideCount >= SLIDE_LIMITS.count && (
                <p className="text-sm text-ink-muted">{m.slidesFull(SLIDE_LIMITS.count)}</p>
              )}
            </div>
            {editing && (
              <div className="mt-4">
                <SlideEditor
                  key={`${editing.index ?? 'new'}-${editing.slide.kind}`}
                  initial={editing.slide}
                  isNew={editing.index === null}
                  theme={search.theme}
                  textScale={search.scale}
                  onSave={saveSlide}
                  onCancel={() => setEditing(null)}
                />
              </div>
            )}
            <h3 className="mt-6 mb-2 font-semibold">{m.rotation}</h3>
            <ViewList
              views={views}
              nameOf={(view) => viewName(view, divisions, poolName, m)}
              onChange={(next) => {
                setEditing(null)
                setViews(next)
              }}
              onEdit={editSlide}
            />
          </FormSection>
          <FormSection title={m.looksTitle}>
            <ScreenOptions search={search} publicUrl={meta.data?.publicUrl} onChange={change} />
          </FormSection>
        </div>
        <div className="space-y-8">
          <FormSection title={m.previewTitle}>
            {config ? (
              <>
                <ScreenFrame
                  theme={config.theme}
                  textScale={config.textScale}
                  fill="preview"
                  label={m.previewLabel}
                >
                  <ScreenContent config={config} live={false} />
                </ScreenFrame>
                <p className="mt-2 text-sm text-ink-muted">{m.previewNote}</p>
              </>
            ) : (
              <p className="text-ink-muted">{m.linkNeedsViews}</p>
            )}
          </FormSection>
          <FormSection title={m.linkTitle}>
            <ScreenLinkPanel config={config} />
          </FormSection>
        </div>
      </div>
    </div>
  )
}
