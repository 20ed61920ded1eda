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
  const divisionIdx = division ?? links.divisionIdx ?? undefined
  const linkClass = `${className ?? ''} underline-offset-2 hover:underline focus-visible:underline`
  return links.kind === 'staff' ? (
    <Link
      to="/tournaments/$tournamentIdx/teams/$teamIdx"
      params={params}
      search={{ division: divisionIdx }}
      className={linkClass}
    >
      {text}
    </Link>
  ) : (
    <Link
      to="/embed/tournaments/$tournamentIdx/teams/$teamIdx"
      params={params}
      // The embed's options (look, language, parts) go along; its token is never in the address.
      // Typed as an embed's: only an embed route renders this link (links.kind 'embed').
      search={(previous) => ({ ...(previous as { division?: string }), division: divisionIdx })}
      className={linkClass}
    >
      {text}
    </Link>
  )
}
