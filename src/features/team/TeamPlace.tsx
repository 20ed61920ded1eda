import { useMemo } from 'react'
import { finalPlacements } from '../../domain/final-placements'
import { placementOfTeam } from '../../domain/podium'
import { useMessages } from '../../i18n/locale'
import { bracketMessages } from '../../components/bracket'
import { placeLabel } from '../../components/podium/place-label'
import { podiumMessages } from '../../components/podium/messages'

/** The podium's medal colours (components/podium/podium.css), then a quiet one. */
const MEDALS = ['#d4a017', '#a8b2bd', '#b87333', 'transparent']

/**
 * Where the team finished, once a game has decided it: "Champion", "Runner-up", "3rd", "Joint
 * 3rd". Read from the division's rounds the page already holds (domain/final-placements.ts);
 * nothing while the deciding game is still to be played.
 */
export function TeamPlace({
  rounds,
  teamIdx,
}: {
  rounds: readonly Parameters<typeof finalPlacements>[0][number][]
  teamIdx: string
}) {
  const m = useMessages(podiumMessages)
  const { ordinal } = useMessages(bracketMessages)
  const placement = useMemo(() => placementOfTeam(finalPlacements(rounds), teamIdx), [rounds, teamIdx])
  if (!placement) return null
  return (
    <p
      className="inline-flex items-center gap-2 rounded-full border border-line bg-surface-raised px-4 py-1.5 text-lg font-semibold"
      data-place={Math.min(placement.place, 4)}
    >
      <span
        aria-hidden="true"
        className="size-3 rounded-full"
        style={{ background: MEDALS[Math.min(placement.place, 4) - 1] }}
      />
      {placeLabel(placement, m, ordinal)}
    </p>
  )
}
