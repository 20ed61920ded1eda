import { Link, linkOptions, type LinkOptions } from '@tanstack/react-router'
import { useMessages } from '../../i18n/locale'
import { pageShellMessages } from './messages'
import { orDash } from '../../domain/missing'

interface Named {
  idx: string
  /** A round's name may be missing (decision 0523): a dash stands for it. */
  name?: string | null | undefined
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

interface Crumb {
  key: string
  label: string
  link: LinkOptions | null
}

const CRUMB = 'block max-w-[14rem] truncate sm:max-w-[20rem]'
const LINK = `${CRUMB} rounded text-accent underline-offset-2 hover:underline`

/**
 * Organization › Tournament › Division › Round (› page): each level given links to its page, the
 * last one is the current page. Long organizer names are cut with an ellipsis and kept whole in
 * the title.
 */
export function Breadcrumbs({ organization, tournament, division, round, page }: BreadcrumbsProps) {
  const m = useMessages(pageShellMessages)
  const crumbs: Crumb[] = [
    {
      key: 'organization',
      label: organization || m.yourOrganization,
      link: linkOptions({ to: '/tournaments' }),
    },
  ]
  if (tournament) {
    crumbs.push({
      key: 'tournament',
      label: orDash(tournament.name),
      link: linkOptions({ to: '/tournaments/$tournamentIdx', params: { tournamentIdx: tournament.idx } }),
    })
  }
  if (division) {
    crumbs.push({
      key: 'division',
      label: orDash(division.name),
      link: tournament
        ? linkOptions({
            to: '/tournaments/$tournamentIdx/divisions/$divisionIdx',
            params: { tournamentIdx: tournament.idx, divisionIdx: division.idx },
          })
        : null,
    })
  }
  if (round) {
    crumbs.push({
      key: 'round',
      label: orDash(round.name),
      link: linkOptions({
        to: '/rounds/$roundIdx',
        params: { roundIdx: round.idx },
        search: tournament ? { tournament: tournament.idx } : {},
      }),
    })
  }
  if (page) crumbs.push({ key: 'page', label: page, link: null })

  return (
    <nav aria-label={m.breadcrumbs} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-muted">
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1
          return (
            <li key={crumb.key} className="flex min-w-0 items-center gap-2">
              {index > 0 && <span aria-hidden="true">›</span>}
              {crumb.link && !current ? (
                <Link {...crumb.link} className={LINK} title={crumb.label} dir="auto">
                  {crumb.label}
                </Link>
              ) : (
                <span
                  aria-current={current ? 'page' : undefined}
                  className={current ? `${CRUMB} font-medium text-ink` : CRUMB}
                  title={crumb.label}
                  dir="auto"
                >
                  {crumb.label}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
