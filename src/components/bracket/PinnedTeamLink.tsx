import { useContext } from 'react'
import type { Draw } from '../../api/schemas'
import { useMessages } from '../../i18n/locale'
import { TeamLink } from '../team/TeamLink'
import { TeamLinksContext } from '../team/team-links'
import { bracketMessages } from './messages'

/**
 * Under a bracket, the page of the team whose path is pinned: a bracket's team rows are buttons
 * that highlight a path, so the way to the team's page is this link beside the draw.
 */
export function PinnedTeamLink({ teamIdx, draw }: { teamIdx: string | null; draw: Draw }) {
  const links = useContext(TeamLinksContext)
  const m = useMessages(bracketMessages)
  if (!links || !teamIdx) return null
  let team = null
  for (const drawRound of draw.rounds ?? [])
    for (const game of drawRound.games ?? []) {
      if (game.homeTeam?.idx === teamIdx) team = game.homeTeam
      if (game.awayTeam?.idx === teamIdx) team = game.awayTeam
    }
  if (!team) return null
  return (
    <p className="bk-team-link mb-2 text-sm">
      <TeamLink team={team} className="font-medium text-accent underline">
        {m.viewTeamPage(team.name)}
      </TeamLink>
    </p>
  )
}
