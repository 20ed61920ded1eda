import { useQuery, useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { Division, Tournament } from '../../api/schemas'
import { useApi } from '../../hooks/use-api'
import { teamDraws, teamGames, teamPools, nextGame } from '../../domain/team-games'
import { teamPoolProspects } from '../../domain/pool-prospect'
import { resolveTimeZone } from '../../domain/time'
import { whatComesNext } from '../../domain/what-comes-next'
import { useMessages } from '../../i18n/locale'
import { Breadcrumbs, LeftOutNote, RouteNotFoundView, Section } from '../../components/page'
import { LiveRound } from '../../components/games/LiveRound'
import { roundMayChange } from '../../components/games/round-context'
import { CalendarButton } from './CalendarButton'
import { FollowButton } from '../../components/team/FollowButton'
import { KeepRoundLive } from './KeepRoundLive'
import { teamMessages } from '../../components/team/messages'
import { NextGame } from '../../components/team/NextGame'
import { findTeam, teamPageTeamsQuery, teamPageTournamentQuery, teamRoundQuery } from './queries'
import { TeamGameItem, stageText } from '../../components/team/TeamGameItem'
import { TeamHeader } from './TeamHeader'
import { TeamLinksContext } from '../../components/team/team-links'
import { TeamPlace } from './TeamPlace'
import { TeamPools } from './TeamPools'
import { useRoundTexts } from '../../components/team/team-text'
import { useRoundsForecast } from '../../components/team/use-rounds-forecast'

/**
 * `/tournaments/$tournamentIdx/teams/$teamIdx`: a team, its next game, every game of it across
 * its division's rounds from its side, its pool rows and its path in the draw. Reads what the
 * division and round pages read (queries.ts); a team not in the tournament is "not found".
 */
export function TeamPage({
  tournamentIdx,
  teamIdx,
  divisionIdx,
}: {
  tournamentIdx: string
  teamIdx: string
  divisionIdx: string | undefined
}) {
  const api = useApi()
  const { data: tournament } = useSuspenseQuery(teamPageTournamentQuery(api, tournamentIdx))
  const { data: listed } = useSuspenseQuery(teamPageTeamsQuery(api, tournamentIdx, divisionIdx))
  const inListed = findTeam(listed, teamIdx)
  // The division named does not hold the team: the loader read the whole tournament's list.
  const all = useQuery({
    ...teamPageTeamsQuery(api, tournamentIdx, undefined),
    enabled: !inListed && !!divisionIdx,
  })
  const team = inListed ?? findTeam(all.data, teamIdx)
  const division = tournament.divisions.find((each) => each.idx === team?.division?.idx) ?? null
  if (!team) return all.isPending && !!divisionIdx ? null : <RouteNotFoundView />
  return (
    <TeamLinksContext.Provider value={{ kind: 'staff', tournamentIdx }}>
      <Breadcrumbs
        organization={tournament.organization.name}
        tournament={tournament}
        division={division}
        page={team.name}
      />
      <TeamHeader
        team={team}
        division={division}
        follow={
          <FollowButton
            team={{ idx: team.idx, name: team.name, tournamentIdx, divisionIdx: division?.idx ?? null }}
            organizationIdx={tournament.organization.idx}
          />
        }
      />
      <TeamRounds tournament={tournament} teamIdx={team.idx} teamName={team.name} division={division} />
    </TeamLinksContext.Provider>
  )
}

type Outline = Pick<Tournament, 'idx' | 'name' | 'timezone' | 'courtNames' | 'status' | 'sport'>

function TeamRounds({
  tournament,
  teamIdx,
  teamName,
  division,
}: {
  tournament: Outline
  teamIdx: string
  teamName: string
  division: Pick<Division, 'idx' | 'rounds'> | null
}) {
  const m = useMessages(teamMessages)
  const api = useApi()
  const divisionIdx = division?.idx ?? null
  const roundIdxs = (division?.rounds ?? []).map((round) => round.idx)
  const queries = roundIdxs.map((idx) => teamRoundQuery(api, idx))
  const rounds = useSuspenseQueries({ queries }).map((result) => result.data)
  const timeZone = resolveTimeZone(tournament.timezone)
  const texts = useRoundTexts(rounds, timeZone, tournament.courtNames)
  const games = useMemo(
    () => teamGames(rounds, teamIdx, tournament.courtNames),
    [rounds, teamIdx, tournament.courtNames],
  )
  const next = nextGame(games)
  const comesNext = useMemo(
    () => whatComesNext(rounds, teamIdx, games, next, tournament.courtNames),
    [rounds, teamIdx, games, next, tournament.courtNames],
  )
  const pools = teamPools(rounds, teamIdx)
  const prospects = useMemo(() => teamPoolProspects(rounds, teamIdx), [rounds, teamIdx])
  const draws = teamDraws(games)
  // Only rounds where the team still has a game to play are kept live, while the tab is shown.
  const liveRounds = queries.filter((_, index) => {
    const round = rounds[index]
    return (
      round &&
      roundMayChange(
        games.filter((each) => each.round.idx === round.idx).map((each) => each.game),
        tournament.status,
      )
    )
  })
  const [firstLive, ...otherLive] = liveRounds
  const forecast = useRoundsForecast(
    rounds.map((round) => ({ round, divisionIdx })),
    tournament,
    liveRounds.length > 0,
  )

  return (
    <div className="mt-6 space-y-6">
      <LeftOutNote answers={[division, ...rounds]} />
      <TeamPlace rounds={rounds} teamIdx={teamIdx} />
      {firstLive && <LiveRound options={firstLive} timeZone={timeZone} />}
      {otherLive.map((options) => (
        <KeepRoundLive key={options.queryKey[1]} options={options} />
      ))}
      <NextGame
        next={next}
        texts={texts}
        divisionIdx={divisionIdx}
        forecast={forecast}
        comesNext={comesNext}
      />
      <Section
        title={m.games}
        card={false}
        actions={
          <span className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
            {m.gamesCount(games.length)} · {m.timesIn(timeZone)}
          </span>
        }
      >
        <CalendarButton games={games} texts={texts} tournament={tournament} teamName={teamName} />
        {games.length === 0 ? (
          <p className="text-ink-muted">{m.noGames}</p>
        ) : (
          <ol className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {games.map((each) => {
              const text = texts.get(each.round.idx)
              if (!text) return null
              return (
                <li key={each.game.idx}>
                  <TeamGameItem
                    each={each}
                    text={text}
                    division={divisionIdx}
                    estimate={forecast.starts.get(each.game.idx)}
                    stage={
                      <Link
                        to="/rounds/$roundIdx"
                        params={{ roundIdx: each.round.idx }}
                        search={{
                          tournament: tournament.idx,
                          draw: each.drawIdx ?? undefined,
                          team: teamIdx,
                        }}
                        className="underline-offset-2 hover:underline"
                      >
                        {stageText(each)}
                      </Link>
                    }
                  />
                </li>
              )
            })}
          </ol>
        )}
      </Section>
      <TeamPools
        pools={pools}
        prospects={prospects}
        draws={draws}
        tournamentIdx={tournament.idx}
        teamIdx={teamIdx}
        sport={tournament.sport}
      />
    </div>
  )
}
