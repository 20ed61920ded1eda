import { getRouteApi } from '@tanstack/react-router'
import { useId } from 'react'
import { DEFAULT_PAGE_SIZE } from '../../api/queries'
import { SPORTS, TOURNAMENT_STATUSES } from '../../api/schemas/enums'
import { useMessages } from '../../i18n/locale'
import { useEnumWords } from '../../components/page'
import { tournamentsMessages } from './messages'
import { PAGE_SIZES, type TournamentsSearch } from './search'

const route = getRouteApi('/_staff/_connected/tournaments/')

/** Status, sport and page size: each change is a new address (back goes to the previous filter). */
export function TournamentFilters({ search }: { search: TournamentsSearch }) {
  const m = useMessages(tournamentsMessages)
  const words = useEnumWords()
  const navigate = route.useNavigate()
  const update = (change: Partial<TournamentsSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }) })
  // A size typed into the address (1 to 100) is offered too, so the field shows what is applied.
  const size = search.size ?? DEFAULT_PAGE_SIZE
  const sizes = [...new Set<number>([...PAGE_SIZES, size])].sort((a, b) => a - b)

  return (
    <form
      aria-label={m.filters}
      className="mt-4 grid grid-cols-3 items-end gap-2 sm:flex sm:flex-wrap sm:gap-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <Select
        label={m.status}
        value={search.status ?? ''}
        onChange={(value) => update({ status: (value || undefined) as TournamentsSearch['status'] })}
        options={[
          ['', m.any],
          ...TOURNAMENT_STATUSES.map((status) => [status, words('status', status)] as const),
        ]}
      />
      <Select
        label={m.sport}
        value={search.sport ?? ''}
        onChange={(value) => update({ sport: (value || undefined) as TournamentsSearch['sport'] })}
        options={[['', m.any], ...SPORTS.map((sport) => [sport, words('sport', sport)] as const)]}
      />
      <Select
        label={m.pageSize}
        value={String(size)}
        onChange={(value) =>
          update({ size: Number(value) === DEFAULT_PAGE_SIZE ? undefined : Number(value) })
        }
        options={sizes.map((size) => [String(size), String(size)] as const)}
      />
    </form>
  )
}

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  options: readonly (readonly [string, string])[]
}) {
  const id = useId()
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded-lg border border-line bg-surface-raised px-2 py-2 text-ink sm:w-auto sm:min-w-32 sm:px-3"
      >
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </div>
  )
}
