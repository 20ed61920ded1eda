import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useMessages } from '../../i18n/locale'
import { layoutMessages } from './messages'

interface Named {
  idx: string
  name: string
}

export interface BreadcrumbsProps {
  /** The organization's name (links to its tournaments); "Your organization" when not known. */
  organization?: string | null
  tournament?: Named | null
  /** Linked only when the tournament is known (its page lives under the tournament's). */
  division?: Named | null
  round?: Named | null
  /** A page below the last record, such as "Teams". */
  page?: string
}

const CRUMB = 'block max-w-[14rem] truncate sm:max-w-[20rem]'
const LINK = `${CRUMB} rounded text-accent underline-offset-2 hover:underline`

/**
 * Organization › Tournament › Division › Round (› page): each level given links to its page, the
 * last one is the current page. Long organizer names are cut with an ellipsis and kept whole in
 * the title.
 */
export function Breadcrumbs({ organization, tournament, division, round, page }: BreadcrumbsProps) {
  const m = useMessages(layoutMessages)
  const crumbs: { key: string; label: string; link: (children: ReactNode) => ReactNode }[] = []
  const orgName = organization || m.yourOrganization
  crumbs.push({
    key: 'organization',
    label: orgName,
    link: (children) => (
      <Link to="/tournaments" className={LINK} title={orgName}>
        {children}
      </Link>
    ),
  })
  if (tournament) {
    crumbs.push({
      key: 'tournament',
      label: tournament.name,
      link: (children) => (
        <Link
          to="/tournaments/$tournamentIdx"
          params={{ tournamentIdx: tournament.idx }}
          className={LINK}
          title={tournament.name}
        >
          {children}
        </Link>
      ),
    })
  }
  if (division) {
    crumbs.push({
      key: 'division',
      label: division.name,
      link: (children) =>
        tournament ? (
          <Link
            to="/tournaments/$tournamentIdx/divisions/$divisionIdx"
            params={{ tournamentIdx: tournament.idx, divisionIdx: division.idx }}
            className={LINK}
            title={division.name}
          >
            {children}
          </Link>
        ) : (
          <span className={CRUMB} title={division.name}>
            {children}
          </span>
        ),
    })
  }
  if (round) {
    crumbs.push({
      key: 'round',
      label: round.name,
      link: (children) => (
        <Link
          to="/rounds/$roundIdx"
          params={{ roundIdx: round.idx }}
          search={tournament ? { tournament: tournament.idx } : {}}
          className={LINK}
          title={round.name}
        >
          {children}
        </Link>
      ),
    })
  }
  if (page) crumbs.push({ key: 'page', label: page, link: (children) => children })

  return (
    <nav aria-label={m.breadcrumbs} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-muted">
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1
          return (
            <li key={crumb.key} className="flex min-w-0 items-center gap-2">
              {index > 0 && <span aria-hidden="true">›</span>}
              {current ? (
                <span aria-current="page" className={`${CRUMB} font-medium text-ink`} title={crumb.label}>
                  {crumb.label}
                </span>
              ) : (
                crumb.link(crumb.label)
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
