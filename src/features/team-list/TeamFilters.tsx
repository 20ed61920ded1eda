import { getRouteApi } from '@tanstack/react-router'
import { useId } from 'react'
import type { Division } from '../../api/schemas'
import { useMessages } from '../../i18n/locale'
import { CONTROL, useTypedSearch } from '../../components/forms'
import { teamsMessages } from '../../components/team-card/messages'

const route = getRouteApi('/_staff/_connected/tournaments/$tournamentIdx/teams')

/**
 * The division filter (the API's `division` parameter: a new address, back returns to the previous
 * one) and the search (client-side; kept in the address as typed, without filling the history).
 */
export function TeamFilters({
  divisions,
  division,
  query,
}: {
  divisions: readonly Division[]
  division: string | undefined
  query: string
}) {
  const m = useMessages(teamsMessages)
  const navigate = route.useNavigate()
  const divisionId = useId()
  const searchId = useId()
  const { typed, type } = useTypedSearch(query, (value) => {
    void navigate({
      search: (previous) => ({ ...previous, q: value.trim() ? value : undefined }),
      replace: true,
    })
  })

  return (
    <form
      role="search"
      className="mt-4 flex flex-wrap items-end gap-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="flex max-w-full min-w-0 flex-col gap-1">
        <label htmlFor={divisionId} className="text-sm font-medium">
          {m.division}
        </label>
        <select
          id={divisionId}
          value={division ?? ''}
          onChange={(event) =>
            void navigate({
              search: (previous) => ({ ...previous, division: event.target.value || undefined }),
            })
          }
          className={`w-full max-w-full min-w-40 truncate sm:max-w-md ${CONTROL}`}
        >
          <option value="">{m.allDivisions}</option>
          {divisions.map((each) => (
            <option key={each.idx} value={each.idx}>
              {each.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium">
          {m.search}
        </label>
        <input
          id={searchId}
          type="search"
          value={typed}
          aria-describedby={`${searchId}-hint`}
          onChange={(event) => type(event.target.value)}
          className={`w-full ${CONTROL}`}
        />
        <p id={`${searchId}-hint`} className="text-xs text-ink-muted">
          {m.searchHint}
        </p>
      </div>
    </form>
  )
}
