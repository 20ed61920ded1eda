import { Link } from '@tanstack/react-router'
import type { Tournament } from '../../api/schemas'
import { safeHttpUrl } from '../../domain/safe-url'
import { formatDateRange, resolveTimeZone } from '../../domain/time'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/forms'
import { Badge, PublishLinks, SafeImage, TournamentStatusBadge, useEnumWords } from '../../components/page'
import { tournamentMessages } from './messages'

/** Banner, name, status, sport, type, dates in the tournament's zone, and the ways on. */
export function TournamentHeader({ tournament }: { tournament: Tournament }) {
  const m = useMessages(tournamentMessages)
  const words = useEnumWords()
  const locale = useFormatLocale()
  const publicUrl = safeHttpUrl(tournament.publicUrl)
  return (
    <header className="overflow-hidden rounded-card border border-line bg-surface-raised">
      <SafeImage
        url={tournament.banner}
        alt=""
        width={1200}
        height={300}
        className="h-32 w-full object-cover sm:h-44"
      />
      <div className="p-4">
        <h1 dir="auto" className="text-2xl font-semibold break-words">
          {tournament.name}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <TournamentStatusBadge status={tournament.status} label={words('status', tournament.status)} />
          <Badge>{words('sport', tournament.sport)}</Badge>
          <Badge>{words('tournamentType', tournament.type)}</Badge>
          {tournament.isPublic === false && <Badge tone="muted">{m.notPublic}</Badge>}
        </div>
        <p className="mt-3">
          {formatDateRange(tournament.startDate, tournament.endDate, tournament.timezone, locale)}
          <span className="text-ink-muted"> · {m.timesIn(resolveTimeZone(tournament.timezone))}</span>
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link
            to="/tournaments/$tournamentIdx/schedule"
            params={{ tournamentIdx: tournament.idx }}
            className={PRIMARY_BUTTON}
          >
            {m.orderOfPlay}
          </Link>
          <Link
            to="/tournaments/$tournamentIdx/teams"
            params={{ tournamentIdx: tournament.idx }}
            className={PRIMARY_BUTTON}
          >
            {m.allTeams}
          </Link>
          {publicUrl && (
            <a href={publicUrl} target="_blank" rel="noopener noreferrer" className={SECONDARY_BUTTON}>
              {m.publicPage} <span aria-hidden="true">↗</span>
              <span className="sr-only"> {m.newTab}</span>
            </a>
          )}
        </div>
        <div className="mt-3">
          <PublishLinks tournamentIdx={tournament.idx} />
        </div>
      </div>
    </header>
  )
}
