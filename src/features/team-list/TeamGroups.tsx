import { Link } from '@tanstack/react-router'
import type { Division, Player, Team } from '../../api/schemas'
import { useMessages } from '../../i18n/locale'
import { ColourChip, HiddenBadge, Section } from '../../components/page'
import { teamsMessages } from '../../components/team-card/messages'
import { TeamGrid } from '../../components/team-card/TeamGrid'
import { searchTeams } from './team-search'

type ListedTeam = Team & { players: Player[] }

/** The teams that match the search, under a heading per division, in division order. */
export function TeamGroups({
  teams,
  divisions,
  query,
}: {
  teams: readonly ListedTeam[]
  divisions: readonly Division[]
  query: string
}) {
  const m = useMessages(teamsMessages)
  const shown = searchTeams(teams, query)
  const groups = divisions
    .map((division) => ({ division, teams: shown.filter((team) => team.division?.idx === division.idx) }))
    .filter((group) => group.teams.length > 0)
  const grouped = new Set(groups.flatMap((group) => group.teams))
  const others = shown.filter((team) => !grouped.has(team))

  return (
    <>
      <p className="mb-4 text-sm text-ink-muted" role="status">
        {m.count(shown.length, teams.length)}
      </p>
      {teams.length === 0 && <p className="text-ink-muted">{m.noTeams}</p>}
      {teams.length > 0 && shown.length === 0 && (
        <p>
          {m.noMatch(query)}{' '}
          <Link
            from="/tournaments/$tournamentIdx/teams"
            to="."
            search={(previous) => ({ ...previous, q: undefined })}
            className="text-accent underline"
          >
            {m.clearSearch}
          </Link>
        </p>
      )}
      <div className="space-y-8">
        {groups.map(({ division, teams: divisionTeams }) => (
          <Section
            key={division.idx}
            card={false}
            title={division.name}
            actions={
              <span className="flex items-center gap-2 text-sm text-ink-muted">
                <ColourChip colour={division.color} />
                {!division.isVisible && <HiddenBadge />}
                {m.count(divisionTeams.length, divisionTeams.length)}
              </span>
            }
          >
            <TeamGrid teams={divisionTeams} />
          </Section>
        ))}
        {others.length > 0 && <TeamGrid teams={others} showDivision />}
      </div>
    </>
  )
}
