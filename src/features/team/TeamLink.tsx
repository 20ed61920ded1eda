import { Link } from '@tanstack/react-router'
import { useContext, type ReactNode } from 'react'
import type { Reference } from '../../api/schemas'
import { TeamLinksContext } from './team-links'

/**
 * A team's name, linking to its page where the page offers team pages (TeamLinksContext), plain
 * text elsewhere. `division` narrows what the team page reads to the team's division.
 */
export function TeamLink({
  team,
  division,
  className,
  children,
}: {
  team: Reference
  division?: string | null | undefined
  className?: string
  children?: ReactNode
}) {
  const links = useContext(TeamLinksContext)
  const text = children ?? team.name
  if (!links) return <span className={className}>{text}</span>
  const params = { tournamentIdx: links.tournamentIdx, teamIdx: team.idx }
  division = division ?? links.divisionIdx
  const linkClass = `${className ?? ''} underline-offset-2 hover:underline focus-visible:underline`
  if (links.kind !== 'staff') return <span className={className}>{text}</span>
  return (
    <Link
      to="/tournaments/$tournamentIdx/teams/$teamIdx"
      params={params}
      search={{ division: division ?? undefined }}
      className={linkClass}
    >
      {text}
    </Link>
  )
}
