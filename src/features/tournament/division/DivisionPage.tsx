import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { errorReason } from '../../../api/error-reason'
import { useApi } from '../../../hooks/use-api'
import { useMessages } from '../../../i18n/locale'
import {
  Breadcrumbs,
  ColourChip,
  ErrorView,
  HiddenBadge,
  LeftOutNote,
  RouteNotFoundView,
  RowsSkeleton,
  Section,
} from '../../../components/page'
import { TeamLinksContext } from '../../../components/team/team-links'
import { teamListQuery } from '../../../api/views/teams'
import { TeamGrid } from '../../../components/team-card/TeamGrid'
import { DivisionFacts } from '../DivisionFacts'
import { tournamentOutlineQuery } from '../../../api/views/tournament'
import { divisionMessages } from './messages'
import { DivisionPodium } from './DivisionPodium'
import { DivisionRounds } from './DivisionRounds'

/**
 * `/tournaments/$tournamentIdx/divisions/$divisionIdx`. The API has no "get division": the
 * division and its rounds come from the tournament (with `divisions.rounds`, which also names the
 * tournament for the breadcrumbs), its teams from listTeams filtered by the division.
 */
export function DivisionPage({ tournamentIdx, divisionIdx }: { tournamentIdx: string; divisionIdx: string }) {
  const m = useMessages(divisionMessages)
  const api = useApi()
  const { data: tournament } = useSuspenseQuery(tournamentOutlineQuery(api, tournamentIdx))
  const teams = useQuery(teamListQuery(api, tournamentIdx, divisionIdx))
  const division = tournament.divisions.find((each) => each.idx === divisionIdx)
  if (!division) return <RouteNotFoundView />

  return (
    <>
      <Breadcrumbs organization={tournament.organization.name} tournament={tournament} division={division} />
      <header className="rounded-card border border-line bg-surface-raised p-4">
        <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold break-words">
          <ColourChip colour={division.color} className="size-5" />
          <span dir="auto" className="min-w-0">
            {division.name}
          </span>
          {!division.isVisible && <HiddenBadge />}
        </h1>
        <div className="mt-3 max-w-md">
          <DivisionFacts division={division} tournament={tournament} />
        </div>
      </header>
      <LeftOutNote answers={[division, teams.data]} />
      <div className="mt-6 space-y-6">
        <DivisionPodium division={division} />
        <DivisionRounds rounds={division.rounds} tournamentIdx={tournamentIdx} />
        <Section
          title={m.teams}
          card={false}
          actions={
            <span className="flex flex-wrap items-center gap-3 text-sm">
              {teams.data && <span className="text-ink-muted">{m.teamsCount(teams.data.length)}</span>}
              <Link
                to="/tournaments/$tournamentIdx/teams"
                params={{ tournamentIdx }}
                search={{ division: divisionIdx }}
                className="text-accent underline"
              >
                {m.searchTeams}
              </Link>
            </span>
          }
        >
          {teams.isPending ? (
            <RowsSkeleton rows={3} />
          ) : teams.isError ? (
            <ErrorView reason={errorReason(teams.error)} onRetry={() => void teams.refetch()} />
          ) : teams.data.length === 0 ? (
            <p className="text-ink-muted">{m.noTeams}</p>
          ) : (
            <TeamLinksContext.Provider
              value={{
                kind: 'staff',
                tournamentIdx,
                divisionIdx,
                organizationIdx: tournament.organization.idx,
              }}
            >
              <TeamGrid teams={teams.data} />
            </TeamLinksContext.Provider>
          )}
        </Section>
      </div>
    </>
  )
}
