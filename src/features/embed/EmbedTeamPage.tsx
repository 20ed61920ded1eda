import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { Tournament } from '../../api/schemas'
import { useApi } from '../../hooks/use-api'
import { nextGame, teamGames } from '../../domain/team-games'
import { resolveTimeZone } from '../../domain/time'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { LeftOutNote } from '../../components/page'
import { contextLine } from './context-line'
import { embedTournamentQuery } from './embed-data'
import { EmbedFooter } from './EmbedFooter'
import { EmbedHeader } from './EmbedHeader'
import { EmbedUnavailable } from './EmbedMessage'
import { KeepLive } from './KeepLive'
import { embedMessages } from './messages'
import { useEmbedOptions } from './use-embed-options'
import { roundMayChange } from '../../components/games/round-context'
import { isPublished, publicRounds } from '../../domain/visibility'
import { teamMessages } from '../../components/team/messages'
import { NextGame } from '../../components/team/NextGame'
import { teamEmbedRoundQuery, teamEmbedTeamsQuery } from './team-embed'
import { TeamGameItem } from '../../components/team/TeamGameItem'
import { TeamLinksContext } from '../../components/team/team-links'
import { useRoundTexts } from '../../components/team/team-text'
import { useRoundsForecast } from '../../components/team/use-rounds-forecast'

/**
 * `/embed/tournaments/…/teams/…`: a club site's view of one team: its next game first, then its
 * games with results from its side. Opponents link to their own team embed, in the same frame.
 */
export function EmbedTeamPage(ids: {
  tournamentIdx: string
  teamIdx: string
  divisionIdx: string | undefined
}) {
  const m = useMessages(embedMessages)
  const api = useApi()
  const { data: tournament, dataUpdatedAt } = useSuspenseQuery(embedTournamentQuery(api, ids.tournamentIdx))
  const { data: teams } = useSuspenseQuery(teamEmbedTeamsQuery(api, ids.tournamentIdx, ids.divisionIdx))
  const team = teams.find((each) => each.idx === ids.teamIdx)
  const division = tournament.divisions.find((each) => each.idx === team?.division?.idx)
  if (!team || !division) return <EmbedUnavailable text={m.notFound} />
  if (!isPublished(tournament) || !division.isVisible) return <EmbedUnavailable text={m.notPublished} />
  return (
    <TeamLinksContext.Provider
      value={{ kind: 'embed', tournamentIdx: tournament.idx, divisionIdx: division.idx }}
    >
      <TeamGamesEmbed
        tournament={tournament}
        tournamentUpdatedAt={dataUpdatedAt}
        team={team}
        divisionIdx={division.idx}
        divisionName={division.name}
        roundIdxs={publicRounds(division.rounds).map((round) => round.idx)}
      />
    </TeamLinksContext.Provider>
  )
}

function TeamGamesEmbed({
  tournament,
  tournamentUpdatedAt,
  team,
  divisionIdx,
  divisionName,
  roundIdxs,
}: {
  tournamentUpdatedAt: number
  tournament: Pick<
    Tournament,
    'idx' | 'name' | 'timezone' | 'courtNames' | 'status' | 'publicUrl' | 'startDate' | 'endDate' | 'sport'
  >
  team: { idx: string; name: string }
  divisionIdx: string
  divisionName: string
  roundIdxs: string[]
}) {
  const m = useMessages(teamMessages)
  const options = useEmbedOptions()
  const locale = useFormatLocale()
  const api = useApi()
  const queries = roundIdxs.map((idx) => teamEmbedRoundQuery(api, idx))
  const results = useSuspenseQueries({ queries })
  const rounds = results.map((result) => result.data)
  const timeZone = resolveTimeZone(tournament.timezone)
  const texts = useRoundTexts(rounds, timeZone, tournament.courtNames)
  const games = useMemo(() => teamGames(rounds, team.idx), [rounds, team.idx])
  const changing = queries.map((_, index) =>
    roundMayChange(
      games.filter((each) => each.round.idx === rounds[index]?.idx).map((each) => each.game),
      tournament.status,
    ),
  )
  const forecast = useRoundsForecast(
    rounds.map((round) => ({ round, divisionIdx })),
    tournament,
    changing.some(Boolean),
  )
  // The oldest answer shown: the page is as fresh as its least fresh round.
  const updatedAt = Math.min(tournamentUpdatedAt, ...results.map((result) => result.dataUpdatedAt))
  return (
    <>
      {queries.map((query, index) =>
        changing[index] ? <KeepLive key={query.queryKey[1]} query={query} /> : null,
      )}
      <EmbedHeader
        shown={options.show.includes('title')}
        title={team.name}
        context={contextLine([divisionName, tournament.name], tournament, locale)}
      />
      <div className="space-y-4">
        <NextGame next={nextGame(games)} texts={texts} divisionIdx={divisionIdx} forecast={forecast} />
        <p className="text-sm text-ink-muted">{m.timesIn(timeZone)}</p>
        {games.length === 0 ? (
          <p className="text-ink-muted">{m.noGames}</p>
        ) : (
          <ol aria-label={m.games} className="grid gap-3 sm:grid-cols-2">
            {games.map((each) => {
              const text = texts.get(each.round.idx)
              return text ? (
                <li key={each.game.idx}>
                  <TeamGameItem
                    each={each}
                    text={text}
                    division={divisionIdx}
                    estimate={forecast.starts.get(each.game.idx)}
                  />
                </li>
              ) : null
            })}
          </ol>
        )}
        <LeftOutNote answers={rounds} />
      </div>
      <EmbedFooter
        subject={{ kind: 'division', tournamentIdx: tournament.idx, divisionIdx }}
        publicUrl={tournament.publicUrl}
        updatedAt={updatedAt}
        stale={results.some((result) => result.isError)}
      />
    </>
  )
}
