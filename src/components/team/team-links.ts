import { createContext } from 'react'

/**
 * Where a team's name links to on this page: the staff viewer's team page, an embed's own team
 * page (only where the embed offers team pages), or nowhere (null, the default: plain text).
 * A page sets it once; every name under it (standings, brackets, games, team cards) reads it.
 * `divisionIdx`: the page's division, when it shows one (the team page then reads only its
 * teams); `organizationIdx`: lets team cards offer a follow star.
 */
export type TeamLinks = {
  kind: 'staff' | 'embed'
  tournamentIdx: string
  divisionIdx?: string | null | undefined
  organizationIdx?: string | undefined
} | null

export const TeamLinksContext = createContext<TeamLinks>(null)
