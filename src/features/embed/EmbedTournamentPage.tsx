import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../hooks/use-api'
import { enumLabel } from '../../domain/labels'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { ColourChip, LeftOutNote } from '../../components/page'
import { isPublished, publicDivisions } from '../../domain/visibility'
import { contextLine } from './context-line'
import { embedTournamentQuery, tournamentMayChange } from './embed-data'
import { EmbedFooter } from './EmbedFooter'
import { EmbedHeader } from './EmbedHeader'
import { EmbedPodiums } from './lazy-podiums'
import { EmbedUnavailable } from './EmbedMessage'
import { KeepLive } from './KeepLive'
import { embedMessages } from './messages'
import { useEmbedOptions } from './use-embed-options'
import { orDash } from '../../domain/missing'

const LINK =
  'rounded font-medium text-ink underline decoration-accent decoration-2 underline-offset-4 hover:decoration-4'

/** `/embed/tournaments/…`: the tournament, its divisions and their rounds, each a page of the embed. */
export function EmbedTournamentPage({ tournamentIdx }: { tournamentIdx: string }) {
  const m = useMessages(embedMessages)
  const locale = useFormatLocale()
  const options = useEmbedOptions()
  const query = embedTournamentQuery(useApi(), tournamentIdx)
  const live = useSuspenseQuery(query)
  const tournament = live.data
  // A draft is kept live too, so that it shows by itself once the organizer publishes it.
  if (!isPublished(tournament)) {
    return (
      <>
        <KeepLive query={query} />
        <EmbedUnavailable text={m.notPublished} />
      </>
    )
  }
  const divisions = publicDivisions(tournament.divisions)
  const club = tournament.club
  const place = [club?.name, club?.location?.city].filter(Boolean).join(', ')
  return (
    <>
      <EmbedHeader
        shown={options.show.includes('title')}
        title={tournament.name}
        context={contextLine([enumLabel(tournament.status, m.status), place], tournament, locale)}
      />
      {tournamentMayChange(tournament.status) && <KeepLive query={query} />}
      {options.show.includes('podium') && (
        <EmbedPodiums divisions={divisions} mayChange={tournamentMayChange(tournament.status)} />
      )}
      <section aria-labelledby="embed-divisions">
        <h2 id="embed-divisions" className="sr-only">
          {m.divisions}
        </h2>
        {divisions.length === 0 ? (
          <p className="text-ink-muted">{m.noDivisions}</p>
        ) : (
          <ul className="divide-y divide-line rounded-card border border-line bg-surface-raised">
            {divisions.map((division) => (
              <li key={division.idx} className="flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
                <h3 className="flex items-center gap-2 font-semibold sm:w-56">
                  <ColourChip colour={division.color} />
                  <Link
                    to="/embed/tournaments/$tournamentIdx/divisions/$divisionIdx"
                    params={{ tournamentIdx, divisionIdx: division.idx }}
                    search={true}
                    className={LINK}
                  >
                    {division.name}
                  </Link>
                </h3>
                {(division.rounds ?? []).length === 0 ? (
                  <p className="text-sm text-ink-muted">{m.noRounds}</p>
                ) : (
                  <ul aria-label={m.rounds} className="flex flex-wrap gap-2">
                    {(division.rounds ?? []).map((round) => (
                      <li key={round.idx}>
                        <Link
                          to="/embed/tournaments/$tournamentIdx/rounds/$roundIdx"
                          params={{ tournamentIdx, roundIdx: round.idx }}
                          search={true}
                          className="inline-block rounded-full border border-line bg-surface px-3 py-1 text-sm font-medium hover:border-accent"
                        >
                          {orDash(round.name)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <LeftOutNote answers={[tournament]} />
      <EmbedFooter
        subject={{ kind: 'tournament', tournamentIdx }}
        publicUrl={tournament.publicUrl}
        updatedAt={live.dataUpdatedAt}
        stale={live.isRefetchError}
      />
    </>
  )
}
