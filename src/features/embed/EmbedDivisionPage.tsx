import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../hooks/use-api'
import type { Division, Round } from '../../api/schemas'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { LeftOutNote } from '../../components/page'
import { contextLine } from './context-line'
import { isPublished, publicRounds } from '../../domain/visibility'
import { embedTournamentQuery, podiumPart, roundParts, shownRound, tournamentMayChange } from './embed-data'
import { EmbedFooter } from './EmbedFooter'
import { EmbedHeader } from './EmbedHeader'
import { EmbedPodiums } from './lazy-podiums'
import { EmbedUnavailable } from './EmbedMessage'
import { KeepLive } from './KeepLive'
import { embedMessages } from './messages'
import { RoundContent } from './RoundContent'
import { useEmbedOptions } from './use-embed-options'
import { useEmbedRound } from './use-embed-round'
import { orDash } from '../../domain/missing'

interface Ids {
  tournamentIdx: string
  divisionIdx: string
  /** The round the link names (`?round=`), else the division's current one. */
  roundIdx: string | undefined
}

/** `/embed/tournaments/…/divisions/…`: a division's rounds, one shown at a time. */
export function EmbedDivisionPage(ids: Ids) {
  const m = useMessages(embedMessages)
  const locale = useFormatLocale()
  const options = useEmbedOptions()
  const { data: tournament, dataUpdatedAt } = useSuspenseQuery(
    embedTournamentQuery(useApi(), ids.tournamentIdx),
  )
  const division = tournament.divisions.find((each) => each.idx === ids.divisionIdx)
  const round = division && shownRound(division, ids.roundIdx)
  const podium = podiumPart(options.show)
  if (!division) return <EmbedUnavailable text={m.notFound} />
  if (!isPublished(tournament) || !division.isVisible) return <EmbedUnavailable text={m.notPublished} />
  return (
    <>
      <EmbedHeader
        shown={options.show.includes('title')}
        title={division.name}
        context={contextLine([tournament.name], tournament, locale)}
      />
      {podium.shown && (
        <EmbedPodiums divisions={[division]} mayChange={tournamentMayChange(tournament.status)} ofDivision />
      )}
      {!podium.only && <RoundTabs ids={ids} division={division} shown={round} />}
      {round && !podium.only ? (
        <ShownRound tournamentIdx={ids.tournamentIdx} division={division} round={round} />
      ) : (
        <>
          {!podium.only && <p className="text-ink-muted">{m.noRounds}</p>}
          <LeftOutNote answers={[division]} />
          <EmbedFooter
            subject={{ kind: 'division', tournamentIdx: ids.tournamentIdx, divisionIdx: ids.divisionIdx }}
            publicUrl={tournament.publicUrl}
            updatedAt={dataUpdatedAt}
            stale={false}
          />
        </>
      )}
    </>
  )
}

/** The division's visible rounds as links that swap the round shown below (kept in `?round=`). */
function RoundTabs({ ids, division, shown }: { ids: Ids; division: Division; shown: Round | undefined }) {
  const m = useMessages(embedMessages)
  const rounds = publicRounds(division.rounds)
  if (rounds.length < 2) return null
  return (
    <nav aria-label={m.rounds} className="mb-4 border-b border-line">
      <ul className="-mb-px flex flex-wrap gap-1">
        {rounds.map((round) => (
          <li key={round.idx}>
            <Link
              to="/embed/tournaments/$tournamentIdx/divisions/$divisionIdx"
              params={{ tournamentIdx: ids.tournamentIdx, divisionIdx: ids.divisionIdx }}
              from="/embed/tournaments/$tournamentIdx/divisions/$divisionIdx"
              search={(search) => ({ ...search, round: round.idx })}
              replace
              aria-current={round.idx === shown?.idx ? 'page' : undefined}
              className="inline-block border-b-3 border-transparent px-3 py-2 font-medium text-ink-muted hover:text-ink aria-[current=page]:border-accent aria-[current=page]:font-semibold aria-[current=page]:text-ink"
            >
              {orDash(round.name)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The round shown, with one note for what the division and the round left out. */
function ShownRound({
  tournamentIdx,
  division,
  round,
}: {
  tournamentIdx: string
  division: Division
  round: Round
}) {
  const divisionIdx = division.idx
  const m = useMessages(embedMessages)
  const options = useEmbedOptions()
  const parts = roundParts(options.show)
  const live = useEmbedRound(tournamentIdx, round.idx, parts)
  if (live.round.isVisible === false) return <EmbedUnavailable text={m.notPublished} />
  return (
    <>
      {live.liveQuery && <KeepLive query={live.liveQuery} />}
      <RoundContent
        round={live.round}
        tournament={live.tournament}
        parts={parts}
        teams={live.teams}
        outlooks={live.outlooks}
      />
      <LeftOutNote answers={[division, live.round, live.teams]} />
      <EmbedFooter
        subject={{ kind: 'division', tournamentIdx, divisionIdx }}
        publicUrl={live.tournament.publicUrl}
        updatedAt={live.updatedAt}
        stale={live.stale}
      />
    </>
  )
}
