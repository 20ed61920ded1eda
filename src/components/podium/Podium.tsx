import type { Placement } from '../../domain/final-placements'
import { useMessages } from '../../i18n/locale'
import { bracketMessages } from '../bracket'
import { podiumMessages } from './messages'
import { placeLabel } from './place-label'
import './podium.css'

/**
 * One division's decided places, in order: the place in words beside its team (or the teams that
 * share it). The medal colours of the first three come from podium.css; a surface sizes it with
 * `className` (a venue screen draws it large).
 */
export function Podium({
  placements,
  label,
  className,
}: {
  placements: readonly Placement[]
  /** The list's name for screen readers: "Podium of Men open". */
  label: string
  className?: string
}) {
  const m = useMessages(podiumMessages)
  const { ordinal } = useMessages(bracketMessages)
  return (
    <ol aria-label={label} className={['podium', className].filter(Boolean).join(' ')}>
      {placements.map((placement) => (
        <li key={placement.place} className="podium-place" data-place={Math.min(placement.place, 4)}>
          <span className="podium-label">{placeLabel(placement, m, ordinal)}</span>
          <span className="podium-teams">
            {placement.teams.map((team) => (
              <span key={team.idx} dir="auto" className="podium-team">
                {team.name}
              </span>
            ))}
          </span>
        </li>
      ))}
    </ol>
  )
}
