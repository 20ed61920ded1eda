import { useId, type ReactNode, type SelectHTMLAttributes } from 'react'
import type { Tournament } from '../../../api/schemas'

export const PRIMARY_BUTTON =
  'rounded-lg bg-accent px-4 py-2 font-medium text-accent-ink hover:opacity-90 disabled:opacity-60'
export const SECONDARY_BUTTON =
  'rounded-lg border border-line bg-surface-raised px-3 py-1.5 font-medium hover:bg-surface-sunken disabled:opacity-50'

/** A labelled select. */
export function SelectField({
  label,
  children,
  hint,
  ...select
}: { label: string; children: ReactNode; hint?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <select
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 block w-full rounded-lg border border-line bg-surface-raised px-3 py-2 text-ink disabled:opacity-60"
        {...select}
      >
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  )
}

/** A setup page's section: a titled part of the form (what it shows, how it looks, the link). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  )
}

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
      <label className="mt-2 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={props.allStatuses}
          onChange={(event) => props.onAllStatuses(event.target.checked)}
        />
        {labels.allStatuses}
      </label>
    </div>
  )
}
