import type { Tournament } from '../../api/schemas'
import { Checkbox } from './choices'
import { SelectField } from './fields'

export interface TournamentSelectProps {
  labels: { tournament: string; choose: string; allStatuses: string }
  /** The tournament picked: kept even when the list offered does not hold it (a link named it). */
  value: string | undefined
  tournaments: readonly Pick<Tournament, 'idx' | 'name'>[]
  /** Whether tournaments not in progress are offered too. */
  allStatuses: boolean
  onAllStatuses: (all: boolean) => void
  onChange: (tournamentIdx: string | undefined) => void
}

/** The first picker of a setup page: the tournament, in-progress ones first unless asked for all. */
export function TournamentSelect(props: TournamentSelectProps) {
  const { labels, value, tournaments } = props
  const listed = tournaments.some((each) => each.idx === value)
  return (
    <div>
      <SelectField
        label={labels.tournament}
        value={value ?? ''}
        onChange={(event) => props.onChange(event.target.value || undefined)}
      >
        <option value="">{labels.choose}</option>
        {!listed && value && <option value={value}>{value}</option>}
        {tournaments.map((each) => (
          <option key={each.idx} value={each.idx}>
            {each.name}
          </option>
        ))}
      </SelectField>
      <Checkbox className="mt-2 text-sm" checked={props.allStatuses} onChange={props.onAllStatuses}>
        {labels.allStatuses}
      </Checkbox>
    </div>
  )
}
