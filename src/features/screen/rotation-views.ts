import { podiumRounds } from '../../domain/podium'
import { publicDivisions, roundVisibility } from '../../domain/visibility'
import type { BracketStart } from './follow-play'
import type { ScreenView } from './screen-config'
import type { ScreenSlide } from './screen-slides'

/**
 * The views a screen rotates through, as the tournament is now: a division's rounds (the visible
 * ones, in their order: pools for a round robin, the bracket otherwise) and the rounds whose games
 * the courts and live views gather (both read the same rounds: one request serves both). A screen is public: a hidden division or round is left out even when
 * the link names it (tournament/visibility.ts), and comes on by itself once it is made visible.
 */
export type ShownView =
  | { kind: 'bracket'; key: string; roundIdx: string; bracketStart: BracketStart }
  | { kind: 'pools'; key: string; roundIdx: string; poolIdx: string | null }
  | { kind: 'courts'; key: string; roundIdxs: string[] }
  | { kind: 'live'; key: string; roundIdxs: string[] }
  /** The last round of each public division, whose podium it shows once decided. */
  | { kind: 'champions'; key: string; rounds: { idx: string; type: string }[] }
  /** The organizer's picture or announcement, the same whatever the tournament's state. */
  | { kind: 'slide'; key: string; slide: ScreenSlide }

export interface MetaRound {
  idx: string
  name?: string | null | undefined
  type: string
  number: number
  isVisible?: boolean | null | undefined
}

export interface MetaDivision {
  idx: string
  name: string
  number: number
  isVisible: boolean
  rounds?: readonly MetaRound[] | undefined
}

function roundView(round: MetaRound, bracketStart: BracketStart): ShownView {
  return round.type === 'ROUND_ROBIN_ROUND'
    ? { kind: 'pools', key: `pools:${round.idx}`, roundIdx: round.idx, poolIdx: null }
    : { kind: 'bracket', key: `bracket:${round.idx}`, roundIdx: round.idx, bracketStart }
}

export function shownViews(
  views: readonly ScreenView[],
  divisions: readonly MetaDivision[],
  bracketStart: BracketStart = 'play',
): ShownView[] {
  const shown: ShownView[] = []
  const published = publicDivisions(divisions)
  let slides = 0
  for (const view of views) {
    if ('roundIdx' in view && roundVisibility(divisions, view.roundIdx) === 'hidden') continue
    switch (view.kind) {
      case 'bracket':
        shown.push({
          kind: 'bracket',
          key: `bracket:${view.roundIdx}`,
          roundIdx: view.roundIdx,
          bracketStart,
        })
        break
      case 'pools':
        shown.push({ kind: 'pools', key: `pools:${view.roundIdx}`, roundIdx: view.roundIdx, poolIdx: null })
        break
      case 'pool':
        shown.push({
          kind: 'pools',
          key: `pool:${view.roundIdx}:${view.poolIdx}`,
          roundIdx: view.roundIdx,
          poolIdx: view.poolIdx,
        })
        break
      case 'division': {
        const division = published.find((each) => each.idx === view.divisionIdx)
        if (division) shown.push(...division.rounds.map((round) => roundView(round, bracketStart)))
        break
      }
      case 'courts':
      case 'live': {
        const roundIdxs = published.flatMap((division) => division.rounds.map((round) => round.idx))
        if (roundIdxs.length > 0) shown.push({ kind: view.kind, key: view.kind, roundIdxs })
        break
      }
      case 'champions': {
        const rounds = podiumRounds(divisions, { publicOnly: true }).map(({ round }) => ({
          idx: round.idx,
          type: round.type,
        }))
        if (rounds.length > 0) shown.push({ kind: 'champions', key: 'champions', rounds })
        break
      }
      case 'slide':
        shown.push({ kind: 'slide', key: `slide:${slides++}`, slide: view.slide })
        break
    }
  }
  const keys = new Set<string>()
  return shown.filter((view) => !keys.has(view.key) && Boolean(keys.add(view.key)))
}

/** A round's division and name, for titles ("Men open · Group stage"); a round may have no name. */
export function roundTitle(
  divisions: readonly MetaDivision[],
  roundIdx: string,
): { division: string; round: string | null } | null {
  for (const division of divisions) {
    const round = division.rounds?.find((each) => each.idx === roundIdx)
    if (round) return { division: division.name, round: round.name ?? null }
  }
  return null
}
