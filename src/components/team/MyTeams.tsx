import { useQueries } from '@tanstack/react-query'
import type { Division, Round, Tournament } from '../../api/schemas'
import { useApi } from '../../hooks/use-api'
import { lastResult, nextGame, teamGames } from '../../domain/team-games'
import { resolveTimeZone } from '../../domain/time'
import { useMessages } from '../../i18n/locale'
import { Section } from '../page'
import { useFollows } from './follows'
import { teamMessages } from './messages'
import { teamRoundQuery } from '../../api/views/round'
import { Opponent, resultText, WhenWhere } from './TeamGameItem'
import { TeamLink } from './TeamLink'
import { TeamLinksContext } from './team-links'
import { useRoundTexts } from './team-text'
import { useRoundsForecast } from './use-rounds-forecast'
import type { PlayForecast } from '../../domain/play-forecast'
import { whatComesNext } from '../../domain/what-comes-next'
import { WhatComesNextLine } from './WhatComesNext'

export interface MyTeamsProps {
  /** The tournament with its divisions and their rounds (`divisions.rounds`), its zone and courts. */
  tournament: Pick<Tournament, 'idx' | 'timezone' | 'courtNames' | 'organization' | 'sport'> & {
    divisions: readonly (Pick<Division, 'idx'> & { rounds?: readonly Pick<Round, 'idx'>[] | undefined })[]
  }
  className?: string
}

/**
 * The teams this device follows in this tournament, each with its next game (time, court,
 * opponent) or, when none is left, its last result. Reads the rounds of the followed teams'
 * divisions only, as the team page reads them (shared cache): fifty followed teams in
 * two divisions cost the rounds of two divisions, nothing per team (docs/decisions/1700).
 * Self-contained: any page holding the tournament can show it.
 */
export function MyTeams({ tournament, className }: MyTeamsProps) {
  const api = useApi()
  const followed = useFollowedHere(tournament)
  const divisions = new Set(followed.map((team) => team.divisionIdx))
  const roundIdxs = tournament.divisions
    .filter((division) => divisions.has(division.idx))
    .flatMap((division) =>
      (division.rounds ?? []).map((round) => ({ round: round.idx, division: division.idx })),
    )
  const results = useQueries({ queries: roundIdxs.map(({ round }) => teamRoundQuery(api, round)) })
  const rounds = results.flatMap((result, index) =>
    result.data ? [{ round: result.data, division: roundIdxs[index]?.division }] : [],
  )
  return (
    <MyTeamsStrip
      tournament={tournament}
      rounds={rounds}
      loading={results.some((result) => result.isPending)}
      className={className}
    />
  )
}

function useFollowedHere(tournament: MyTeamsProps['tournament']) {
  return useFollows(tournament.organization.idx).teams.filter((team) => team.tournamentIdx === tournament.idx)
}

export interface MyTeamsStripProps extends MyTeamsProps {
  /** The rounds the page has read, each with its division's idx. */
  rounds: readonly { round: StripRound; division: string | undefined }[]
  loading: boolean
  /** The page's own estimated starts, when it has them (the order of play's know every court). */
  forecast?: PlayForecast | undefined
}

type StripRound = Parameters<typeof teamGames>[0][number] &
  Parameters<typeof useRoundTexts>[0][number] &
  Pick<Round, 'numberOfSets' | 'proSets'>

/**
 * My teams from rounds the page has already read: a page that reads every round of the
 * tournament (the order of play) shows the strip for no request more.
 */
export function MyTeamsStrip({ tournament, rounds, loading, className, forecast }: MyTeamsStripProps) {
  const m = useMessages(teamMessages)
  const followed = useFollowedHere(tournament)
  const timeZone = resolveTimeZone(tournament.timezone)
  const texts = useRoundTexts(
    rounds.map((each) => each.round),
    timeZone,
    tournament.courtNames,
  )
  const ownForecast = useRoundsForecast(
    forecast ? null : rounds.map(({ round, division }) => ({ round, divisionIdx: division })),
    tournament,
    followed.length > 0,
  )
  const starts = (forecast ?? ownForecast).starts
  if (followed.length === 0) return null

  return (
    <TeamLinksContext.Provider value={{ kind: 'staff', tournamentIdx: tournament.idx }}>
      <Section
        className={className}
        title={m.myTeams}
        actions={<span className="text-sm text-ink-muted">{m.timesIn(timeZone)}</span>}
      >
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {followed.map((team) => {
            const own = rounds.filter((each) => each.division === team.divisionIdx).map((each) => each.round)
            const games = teamGames(own, team.idx, tournament.courtNames)
            const next = nextGame(games)
            // What comes next claims a champion or a team out only from every round of its division.
            const allRounds =
              own.length ===
              tournament.divisions.find((each) => each.idx === team.divisionIdx)?.rounds?.length
            const comesNext = allRounds
              ? whatComesNext(own, team.idx, games, next, tournament.courtNames)
              : null
            const last = next ? null : lastResult(games)
            const shown = next ?? last
            const text = shown && texts.get(shown.round.idx)
            return (
              <li key={team.idx} className="rounded-card border border-line p-3">
                <p className="font-semibold break-words" dir="auto">
                  <TeamLink team={team} division={team.divisionIdx} />
                </p>
                {shown && text ? (
                  <div className="text-sm">
                    <p className="text-ink-muted">
                      {next ? (next.state === 'live' ? m.playingNow : m.nextGame) : m.lastResult}
                      {': '}
                      <WhenWhere
                        each={shown}
                        text={text}
                        estimate={next ? starts.get(shown.game.idx) : undefined}
                      />
                    </p>
                    <p dir="auto">
                      {m.versus('')}
                      <Opponent each={shown} text={text} division={team.divisionIdx} />
                      {(last || shown.state === 'live') && (
                        <span className="font-semibold"> · {resultText(shown, m)}</span>
                      )}
                    </p>
                    {comesNext && (
                      <WhatComesNextLine
                        next={comesNext}
                        texts={texts}
                        division={team.divisionIdx}
                        starts={starts}
                      />
                    )}
                  </div>
                ) : (
                  <p className="text-sm text-ink-muted">{loading ? '…' : m.myTeamsNoGame}</p>
                )}
              </li>
            )
          })}
        </ul>
      </Section>
    </TeamLinksContext.Provider>
  )
}
