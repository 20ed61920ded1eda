import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { memo, useCallback, useDeferredValue } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import type { Round, Team, Tournament } from '../../api/schemas'
import { useApi } from '../../hooks/use-api'
import { usePoolOutlooks } from '../../hooks/use-pool-outlooks'
import { resolveTimeZone } from '../../domain/time'
import { useMessages } from '../../i18n/locale'
import { Bracket, bracketMessages } from '../../components/bracket'
import { Breadcrumbs, LeftOutNote, RowsSkeleton, Section } from '../../components/page'
import { PoolTables } from '../../components/standings'
import { TeamLinksContext } from '../../components/team/team-links'
import { TieNotes } from '../../components/standings/TieNotes'
import { tournamentOutlineQuery } from '../../api/views/tournament'
import { bracketSeedsQuery, tournamentLookupQuery } from './round-page-queries'
import { GameList } from '../../components/games/GameList'
import { LiveRound } from '../../components/games/LiveRound'
import { roundMessages } from '../../components/games/messages'
import { roundHasDrawGames, roundQuery, type PageRound } from '../../api/views/round'
import { RoundHeader } from './RoundHeader'
import { roundMayChange, tournamentHoldsRound } from '../../components/games/round-context'
import { drawStages } from '../../components/games/stages'

const route = getRouteApi('/_staff/_connected/rounds/$roundIdx')

/**
 * `/rounds/$roundIdx?tournament=…&draw=…`: pools with standings, the bracket, every game. The
 * tournament (from the link, or looked up from the round's division when the link has none: getRound
 * does not name it) gives the time zone, court names, standing columns and breadcrumbs; without it
 * the round is still shown, in UTC (docs/decisions/0501).
 */
export function RoundPage({
  roundIdx,
  tournamentIdx,
}: {
  roundIdx: string
  tournamentIdx: string | undefined
}) {
  const m = useMessages(roundMessages)
  const api = useApi()
  const queryClient = useQueryClient()
  const { draw, game, team } = route.useSearch()
  const navigate = route.useNavigate()
  const options = roundQuery(api, roundIdx)
  const { data: round } = useSuspenseQuery(options)
  // A link without the tournament: look it up from the round's division (the loader has tried).
  const search = useQuery(tournamentLookupQuery(api, round, tournamentIdx))
  const tournamentOfRound = tournamentIdx ?? search.data ?? undefined
  const linked = useQuery({
    ...tournamentOutlineQuery(api, tournamentOfRound ?? ''),
    enabled: !!tournamentOfRound,
  })
  const holds = linked.data ? tournamentHoldsRound(linked.data, round) : false
  const tournament = holds ? (linked.data ?? null) : null
  const division = tournament?.divisions.find((each) => each.idx === round.division?.idx) ?? null
  const teams = useQuery(bracketSeedsQuery(api, queryClient, tournament, round))

  const timeZone = resolveTimeZone(tournament?.timezone)
  const warning = tournamentOfRound
    ? linked.isError
      ? m.tournamentUnavailable
      : linked.data && !holds
        ? m.tournamentMismatch
        : null
    : !round.division
      ? m.noTournament
      : search.isError
        ? m.tournamentSearchFailed
        : search.data === null
          ? m.tournamentNotFound
          : null
  // While the tournament loads or is looked up, its status is not known yet: wait before polling.
  const waiting = tournamentOfRound ? linked.isPending : !!round.division && search.isPending
  const live = !waiting && roundMayChange(round.games, tournament?.status ?? null)

  const onDrawChange = useCallback(
    (drawIdx: string) =>
      void navigate({ search: (previous) => ({ ...previous, draw: drawIdx }), replace: true }),
    [navigate],
  )
  // The header shows at once; the sections (pools, bracket, every game) follow in the background,
  // rendered in slices with the main thread free between them, on the first load and on every
  // update (decision 0511). `null` first: the sections' first render is itself in the background.
  const shownRound = useDeferredValue(round, null)
  const shownTournament = useDeferredValue(tournament, null)
  const shownTeams = useDeferredValue(teams.data)

  return (
    <TeamLinksContext.Provider
      value={
        tournament ? { kind: 'staff', tournamentIdx: tournament.idx, divisionIdx: round.division?.idx } : null
      }
    >
      <Breadcrumbs
        organization={tournament?.organization.name}
        tournament={tournament}
        division={round.division}
        round={round}
      />
      <RoundHeader
        round={round}
        zoneNote={tournament ? m.timesIn(timeZone) : m.timesInUtc}
        warning={warning}
        live={live ? <LiveRound options={options} timeZone={timeZone} /> : null}
        siblings={
          tournament && division
            ? { tournamentIdx: tournament.idx, divisionName: division.name, rounds: division.rounds }
            : null
        }
      />
      <LeftOutNote answers={[round, division, teams.data]} />
      <RoundSections
        round={shownRound}
        tournament={shownTournament}
        teams={shownTeams}
        divisionRounds={division?.rounds ?? null}
        draw={draw}
        game={game}
        team={team}
        onDrawChange={onDrawChange}
      />
    </TeamLinksContext.Provider>
  )
}

/** A round's pools with standings, its bracket and its games: the page below its header. */
const RoundSections = memo(function RoundSections({
  round,
  tournament,
  teams,
  divisionRounds,
  draw,
  game,
  team,
  onDrawChange,
}: {
  round: PageRound | null
  tournament: Pick<Tournament, 'idx' | 'timezone' | 'courtNames' | 'standingColumns' | 'sport'> | null
  teams: readonly Team[] | undefined
  /** The division's rounds as the tournament lists them: the next one says who goes through. */
  divisionRounds: readonly Pick<Round, 'idx' | 'number'>[] | null
  draw: string | undefined
  game: string | undefined
  team: string | undefined
  onDrawChange: (drawIdx: string) => void
}) {
  const m = useMessages(roundMessages)
  const drawWords = useMessages(bracketMessages)
  const outlooks = usePoolOutlooks(round, divisionRounds)
  if (!round)
    return (
      <div className="mt-6">
        <RowsSkeleton rows={6} />
      </div>
    )
  const hasDraws = roundHasDrawGames(round)
  const timeZone = resolveTimeZone(tournament?.timezone)
  return (
    <div className="mt-6 space-y-8">
      {round.pools.length > 0 && (
        <Section title={m.pools} card={false}>
          <PoolTables
            pools={round.pools}
            standingColumns={tournament?.standingColumns}
            sport={tournament?.sport}
            markTies={!!tournament}
            outlooks={outlooks}
            className="grid gap-6 2xl:grid-cols-2"
          />
          {tournament && (
            <TieNotes pools={round.pools} source={{ tournamentIdx: tournament.idx, games: round.games }} />
          )}
        </Section>
      )}
      {hasDraws && (
        <Section title={m.bracket} card={false}>
          <Bracket
            round={round}
            timeZone={timeZone}
            courtNames={tournament?.courtNames}
            teams={teams}
            drawIdx={draw}
            onDrawChange={onDrawChange}
            headingLevel={3}
            showTimeZone={false}
            pathTeam={team}
          />
        </Section>
      )}
      <Section
        title={m.games}
        card={false}
        actions={<span className="text-sm text-ink-muted">{m.gamesCount(round.games.length)}</span>}
      >
        <GameList
          games={round.games}
          timeZone={timeZone}
          courtNames={tournament?.courtNames}
          pools={round.pools}
          stages={drawStages(round.draws, drawWords)}
          teams={teams}
          highlight={game}
        />
      </Section>
    </div>
  )
})
