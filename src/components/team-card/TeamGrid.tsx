import type { Player, Team } from '../../api/schemas'
import { TeamCard } from './TeamCard'

/** Team cards in a grid: one column on a phone, up to four on a wide screen. */
export function TeamGrid({
  teams,
  showDivision = false,
  headingLevel = 3,
}: {
  teams: readonly (Team & { players: Player[] })[]
  showDivision?: boolean
  headingLevel?: 3 | 4
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
      {teams.map((team) => (
        <li key={team.idx} className="min-w-0">
          <TeamCard team={team} showDivision={showDivision} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
