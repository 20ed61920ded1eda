import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { meQueries } from '../../api/queries'
import { useApi } from '../../hooks/use-api'
import { useMessages } from '../../i18n/locale'
import { Breadcrumbs, LeftOutNote } from '../../components/page'
import { tournamentsMessages } from './messages'
import { Pagination } from './Pagination'
import { tournamentListQuery } from './queries'
import { pageCount } from './search'
import { TournamentFilters } from './TournamentFilters'
import { TournamentRow } from './TournamentRow'

const route = getRouteApi('/_staff/_connected/tournaments/')

/** `/tournaments`: the organization's tournaments as the API orders them, filtered and paged. */
export function TournamentsPage() {
  const m = useMessages(tournamentsMessages)
  const api = useApi()
  const search = route.useSearch()
  const { data } = useSuspenseQuery(tournamentListQuery(api, search))
  const me = useQueryClient().getQueryData(meQueries.detail(api).queryKey)
  const { total, limit, offset } = data.meta
  const pages = pageCount(total, limit)
  const page = Math.floor(offset / Math.max(1, limit)) + 1
  const filtered = search.status !== undefined || search.sport !== undefined

  return (
    <>
      <Breadcrumbs organization={data.data[0]?.organization.name ?? me?.organization.name} page={m.title} />
      <h1 className="text-2xl font-semibold">{m.title}</h1>
      <TournamentFilters search={search} />
      <p className="mt-4 text-sm text-ink-muted" aria-live="polite">
        {m.summary(total, page, pages)}
      </p>
      <LeftOutNote answers={[data]} />
      {data.data.length > 0 ? (
        <ul className="mt-3 space-y-3">
          {data.data.map((tournament) => (
            <TournamentRow key={tournament.idx} tournament={tournament} />
          ))}
        </ul>
      ) : (
        <div className="mt-3 rounded-card border border-dashed border-line p-6 text-center">
          <h2 className="font-semibold">{page > pages ? m.pastTheEnd : filtered ? m.noneMatch : m.none}</h2>
          <p className="mt-1 text-sm text-ink-muted">
            {page > pages ? m.pastTheEndDetail(pages) : filtered ? m.noneMatchDetail : m.noneDetail}
          </p>
          {page > pages ? (
            <Link
              to="/tournaments"
              search={(previous) => ({ ...previous, page: pages > 1 ? pages : undefined })}
              className="mt-3 inline-block text-accent underline"
            >
              {m.goToLastPage}
            </Link>
          ) : (
            filtered && (
              <Link
                to="/tournaments"
                search={(previous) => ({ size: previous.size })}
                className="mt-3 inline-block text-accent underline"
              >
                {m.clearFilters}
              </Link>
            )
          )}
        </div>
      )}
      {pages > 1 && <Pagination page={page} pages={pages} />}
    </>
  )
}
