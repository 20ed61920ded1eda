import { roundVisibility } from '../../../domain/visibility'
import type { MetaDivision } from '../rotation-views'
import type { ScreenView } from '../screen-config'
import type { ScreenSlide } from '../screen-slides'
import type { setupMessages } from './messages'

type Messages = (typeof setupMessages)['en']

/**
 * A view in words, as the setup page lists it: "Pool table · Men open · Group stage · Pool A", and
 * "(hidden: not on the screen)" for what the screen leaves out until it is made visible.
 */
export function viewName(
  view: ScreenView,
  divisions: readonly MetaDivision[],
  poolName: (roundIdx: string, poolIdx: string) => string | undefined,
  m: Messages,
): string {
  if (view.kind === 'slide') return slideName(view.slide, m)
  const name = plainName(view, divisions, poolName, m)
  const hidden =
    view.kind === 'division'
      ? divisions.find((each) => each.idx === view.divisionIdx)?.isVisible === false
      : 'roundIdx' in view && roundVisibility(divisions, view.roundIdx) === 'hidden'
  return hidden ? m.hiddenView(name) : name
}

/** "Picture · Thanks to our sponsor · 15 s", "Announcement · Prize giving at 19:00 · 15 s". */
export function slideName(slide: ScreenSlide, m: Messages): string {
  if (slide.kind === 'announcement') return m.announcementName(slide.title, slide.seconds)
  return m.pictureName(slide.caption || new URL(slide.url).host, slide.seconds)
}

function plainName(
  view: Exclude<ScreenView, { kind: 'slide' }>,
  divisions: readonly MetaDivision[],
  poolName: (roundIdx: string, poolIdx: string) => string | undefined,
  m: Messages,
): string {
  if (view.kind === 'courts') return m.viewCourts
  if (view.kind === 'live') return m.viewLive
  if (view.kind === 'champions') return m.viewChampions
  if (view.kind === 'division') {
    return m.viewDivision(divisions.find((each) => each.idx === view.divisionIdx)?.name ?? m.unknownRound)
  }
  const division = divisions.find((each) => each.rounds?.some((round) => round.idx === view.roundIdx))
  const round = division?.rounds?.find((each) => each.idx === view.roundIdx)
  const roundName =
    division && round ? [division.name, round.name].filter(Boolean).join(' · ') : m.unknownRound
  if (view.kind === 'bracket') return m.viewBracket(roundName)
  if (view.kind === 'pools') return m.viewPools(roundName)
  return m.viewPool(roundName, poolName(view.roundIdx, view.poolIdx) ?? '?')
}
