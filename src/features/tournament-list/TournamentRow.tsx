import { Link } from '@tanstack/react-router'
import type { TournamentPage } from '../../api/client'
import { formatDateRange, resolveTimeZone } from '../../domain/time'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { SafeImage, TournamentStatusBadge, useEnumWords } from '../../components/page'
import { tournamentsMessages } from './messages'
import type { TOURNAMENT_LIST_POPULATE } from './queries'

export type ListedTournament = TournamentPage<typeof TOURNAMENT_LIST_POPULATE>['data'][number]

/** One tournament of the list: banner, name (the link), club, dates in its own zone, status, sport, type. */
export function TournamentRow({ tournament }: { tournament: ListedTournament }) {
  const m = useMessages(tournamentsMessages)
  const words = useEnumWords()
  const locale = useFormatLocale()
  const zone = resolveTimeZone(tournament.timezone)
  return (
    <li className="relative grid grid-cols-[4.5rem_1fr] items-start gap-x-4 gap-y-2 rounded-card border border-line bg-surface-raised p-3 focus-within:ring-2 focus-within:ring-accent sm:grid-cols-[7rem_1fr_auto] sm:items-center">
      <SafeImage
        url={tournament.banner}
        alt=""
        width={112}
        height={63}
        className="aspect-video w-full rounded-lg bg-surface-sunken object-cover"
        fallback={<BannerPlaceholder sport={words('sport', tournament.sport)} />}
      />
      <div className="min-w-0">
        <h2 dir="auto" className="font-semibold break-words">
          <Link
            to="/tournaments/$tournamentIdx"
            params={{ tournamentIdx: tournament.idx }}
            preload={false}
            className="text-ink underline-offset-2 after:absolute after:inset-0 after:rounded-card hover:underline focus-visible:outline-none"
          >
            {tournament.name}
          </Link>
        </h2>
        <p className="text-sm break-words text-ink-muted">{tournament.club?.name ?? m.noClub}</p>
        <p className="text-sm">
          {formatDateRange(tournament.startDate, tournament.endDate, tournament.timezone, locale)}{' '}
          <span className="text-ink-muted">({m.timesIn(zone)})</span>
        </p>
      </div>
      <div className="col-span-2 flex flex-wrap items-center gap-2 sm:col-span-1 sm:justify-end">
        <TournamentStatusBadge status={tournament.status} label={words('status', tournament.status)} />
        <span className="text-sm text-ink-muted">
          {words('sport', tournament.sport)} · {words('tournamentType', tournament.type)}
        </span>
      </div>
    </li>
  )
}

function BannerPlaceholder({ sport }: { sport: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex aspect-video w-full items-center justify-center rounded-lg bg-surface-sunken text-xs font-medium text-ink-muted"
    >
      {sport}
    </span>
  )
}
