import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { errorReason } from '../../api/error-reason'
import { useApi } from '../../hooks/use-api'
import { useMessages } from '../../i18n/locale'
import { Breadcrumbs, ErrorView, LeftOutNote, RowsSkeleton } from '../../components/page'
import { byNumber } from '../../domain/order'
import { TeamLinksContext } from '../../components/team/team-links'
import { teamsMessages } from '../../components/team-card/messages'
import { teamListQuery, teamsPageTournamentQuery } from '../../api/views/teams'
import { TeamFilters } from './TeamFilters'
import { TeamGroups } from './TeamGroups'
import type { TeamsSearch } from './search'

const route = getRouteApi('/_staff/_connected/tournaments/$tournamentIdx/teams')

/** `/tournaments/$tournamentIdx/teams`: every team, by division, with a filter and a search. */
export function TeamsPage({ tournamentIdx }: { tournamentIdx: string }) {
  const m = useMessages(teamsMessages)
  const api = useApi()
  const search: TeamsSearch = route.useSearch()
  const { data: tournament } = useSuspenseQuery(teamsPageTournamentQuery(api, tournamentIdx))
  const divisions = byNumber(tournament.divisions)
  const known = divisions.some((division) => division.idx === search.division)
  const division = known ? search.division : undefined
  const teams = useQuery(teamListQuery(api, tournamentIdx, division))

  return (
    <TeamLinksContext.Provider
      value={{ kind: 'staff', tournamentIdx, organizationIdx: tournament.organization.idx }}
    >
      <Breadcrumbs organization={tournament.organization.name} tournament={tournament} page={m.title} />
      <h1 className="text-2xl font-semibold">{m.title}</h1>
      <TeamFilters divisions={divisions} division={division} query={search.q ?? ''} />
      {search.division && !known && (
        <p role="status" className="mt-4 rounded-card border border-warning bg-warning-soft p-3 text-sm">
          {m.unknownDivision}
        </p>
      )}
      <LeftOutNote answers={[tournament, teams.data]} />
      <div className="mt-6">
        {teams.isPending ? (
          <RowsSkeleton rows={4} />
        ) : teams.isError ? (
          <ErrorView
            reason={errorReason(teams.error)}
            onRetry={() => void teams.refetch()}
            headingLevel={2}
          />
        ) : (
          <TeamGroups
            teams={teams.data}
            divisions={division ? divisions.filter((each) => each.idx === division) : divisions}
            query={search.q ?? ''}
          />
        )}
      </div>
    </TeamLinksContext.Provider>
  )
}
