import { useQueries, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { errorReason } from '../../api/error-reason'
import type { Round, Team } from '../../api/schemas'
import { useApi } from '../../hooks/use-api'
import { useNow } from '../../hooks/use-now'
import { byNumber } from '../../domain/order'
import { playerName } from '../../domain/player'
import { searchWords } from '../../domain/search-text'
import {
  defaultDay,
  isCalendarDay,
  nowStrip,
  orderOfPlay,
  scheduleDays,
  todayIn,
} from '../../domain/order-of-play'
import { forecastPlay } from '../../domain/play-forecast'
import { isStillToPlay } from '../../domain/score'
import { dayText, resolveTimeZone } from '../../domain/time'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { bracketMessages, teamMarks } from '../../components/bracket'
import { LiveDot, roundMessages } from '../../components/games'
import { seedListQuery } from '../../api/views/round'
import { teamListQuery } from '../../api/views/teams'
import { Breadcrumbs, ErrorView, LeftOutNote, Notice } from '../../components/page'
import { TeamLinksContext } from '../../components/team/team-links'
import { courtOptions, DayTabs, ScheduleFilters } from './ScheduleFilters'
import { DayOrder, NotScheduled } from './DayOrder'
import { scheduleMessages } from './messages'
import { MyTeamsStrip } from '../../components/team/MyTeams'
import { NowStripView } from './NowStrip'
import { scheduleRoundQuery, scheduleTournamentQuery } from './queries'
import { RoundPoller } from './RoundPoller'
import { combineAnswers, combineData } from './answers'
import { filterEntries, scheduleEntries, scheduleFacts, type LoadedRound } from './schedule-entries'
import type { ScheduleSearch } from './search'

const route = getRouteApi('/_staff/_connected/tournaments/$tournamentIdx/schedule')

/**
 * `/tournaments/$tournamentIdx/schedule`: one day's order of play across every division and round,
 * by court, in the tournament's zone; what is on now; filters and the day in the address. Reads
 * the tournament and one getRound per round; keeps live only the rounds still to play that day.
 */
export function SchedulePage({ tournamentIdx }: { tournamentIdx: string }) {
  const m = useMessages(scheduleMessages)
  const bracketWords = useMessages(bracketMessages)
  const gameWords = useMessages(roundMessages)
  const locale = useFormatLocale()
  const api = useApi()
  const search: ScheduleSearch = route.useSearch()
  const { data: tournament } = useSuspenseQuery(scheduleTournamentQuery(api, tournamentIdx))
  const timeZone = resolveTimeZone(tournament.timezone)
  const courtNames = tournament.courtNames
  const divisions = useMemo(() => byNumber(tournament.divisions), [tournament.divisions])
  const rounds = useMemo(
    () =>
      divisions.flatMap((division) =>
        byNumber(division.rounds).map((round) => ({
          division: { idx: division.idx, name: division.name },
          round,
        })),
      ),
    [divisions],
  )
  const answers = useQueries({
    queries: rounds.map(({ round }) => scheduleRoundQuery(api, round.idx)),
    combine: combineAnswers<Round>,
  })
  // Seeds and entry marks come from listTeams, a request per division that this page does not
  // make (it reads the tournament and one round each); it shows them when another page has read them.
  const queryClient = useQueryClient()
  const seedLists = useQueries({
    queries: divisions.map((division) => ({
      ...seedListQuery(api, queryClient, tournament.idx, division.idx),
      enabled: false,
    })),
    combine: combineData<Team[]>,
  })
  const marks = useMemo(() => new Map(seedLists.flatMap((list) => [...teamMarks(list)])), [seedLists])
  const now = useNow(30_000, true)

  const loaded: LoadedRound[] = useMemo(
    () =>
      rounds.flatMap(({ division }, index) => {
        const data = answers[index]?.data
        return data ? [{ division, round: data }] : []
      }),
    [rounds, answers],
  )
  const entries = useMemo(
    () => scheduleEntries(loaded, { messages: bracketWords, locale, timeZone, courtNames }, marks),
    [loaded, bracketWords, locale, timeZone, courtNames, marks],
  )
  const all = useMemo(() => orderOfPlay(entries, { timeZone, courtNames }), [entries, timeZone, courtNames])
  // Estimated starts from every game of every court, whatever the filters show.
  const forecast = useMemo(
    () => forecastPlay(all.days, { now, sport: tournament.sport, facts: scheduleFacts }),
    [all, now, tournament.sport],
  )
  const gameDays = useMemo(() => all.days.map((day) => day.day), [all])
  const dates = { startDate: tournament.startDate, endDate: tournament.endDate, timeZone }
  const days = scheduleDays(gameDays, dates)
  const fallbackDay = defaultDay(gameDays, { ...dates, now })
  const dayAsked = search.day
  const dayKnown = dayAsked !== undefined && isCalendarDay(dayAsked) && days.includes(dayAsked)
  const day = dayKnown ? dayAsked : fallbackDay
  const today = todayIn(timeZone, now)

  const divisionKnown = divisions.some((division) => division.idx === search.division)
  const division = divisionKnown ? search.division : undefined
  const courts = useMemo(() => courtOptions(entries, courtNames), [entries, courtNames])
  const courtKnown = courts.some((court) => court.key === search.court)
  const court = courtKnown ? search.court : undefined
  // Players' names are only in a division's teams list (a round names teams, not players): it is
  // read, one request a division shared with the teams page, once someone searches, not before.
  const query = search.q
  const searching = searchWords(query ?? '').length > 0
  const teamLists = useQueries({
    queries: divisions.map((each) => ({
      ...teamListQuery(api, tournament.idx, each.idx),
      enabled: searching,
    })),
    combine: combineData<Team[]>,
  })
  const shown = useMemo(() => {
    const players = new Map(
      teamLists.flatMap((list) =>
        (list ?? []).map((team) => [team.idx, (team.players ?? []).map(playerName).join(' ')]),
      ),
    )
    return filterEntries(entries, { division, court, query, courtNames, players })
  }, [entries, division, court, query, courtNames, teamLists])
  // Filters only take games away: as many shown as there are is the whole order of play again.
  const order = useMemo(
    () => (shown.length === entries.length ? all : orderOfPlay(shown, { timeZone, courtNames })),
    [shown, entries, all, timeZone, courtNames],
  )
  const shownDay = order.days.find((each) => each.day === day) ?? null
  const strip = day === today ? nowStrip(shown, { timeZone, now, courtNames }) : null
  const estimated = (shownDay?.games ?? []).some((play) => forecast.starts.has(play.entry.game.idx))

  // Only rounds with games still to be played on the shown day change: only they are kept live.
  const unsettled = useMemo(
    () =>
      new Set(
        (all.days.find((each) => each.day === day)?.games ?? [])
          .filter((play) => isStillToPlay(play.entry.game))
          .map((play) => play.entry.round.idx),
      ),
    [all, day],
  )
  const failed = rounds.flatMap(({ division: of, round }, index) => {
    const failure = answers[index]?.failure
    return failure ? [{ of, round, failure }] : []
  })
  const teamLinks = useMemo(
    () => ({ kind: 'staff' as const, tournamentIdx: tournament.idx }),
    [tournament.idx],
  )
  const myTeamsRounds = useMemo(
    () => loaded.map(({ division: of, round }) => ({ round, division: of?.idx })),
    [loaded],
  )

  return (
    <TeamLinksContext.Provider value={teamLinks}>
      <Breadcrumbs organization={tournament.organization.name} tournament={tournament} page={m.title} />
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 className="text-2xl font-semibold">{m.title}</h1>
        <p className="text-sm text-ink-muted">
          {m.timesIn(timeZone)}
          {unsettled.size > 0 && (
            <span className="ml-2 text-live">
              <LiveDot className="mr-1 inline-block" />
              {m.liveUpdates}
            </span>
          )}
        </p>
      </div>
      {estimated && <p className="mt-1 text-sm text-ink-muted">{gameWords.estimateNote}</p>}
      {rounds.map(({ round }) =>
        unsettled.has(round.idx) ? <RoundPoller key={round.idx} roundIdx={round.idx} /> : null,
      )}
      <div className="mt-3 space-y-2">
        <LeftOutNote answers={[tournament, ...loaded.map((each) => each.round)]} />
        {dayAsked !== undefined && !dayKnown && (
          <Notice tone="warning" role="status">
            {m.badDay(dayAsked, dayText(day, locale))}
          </Notice>
        )}
        {search.division !== undefined && !divisionKnown && (
          <Notice tone="warning" role="status">
            {m.badDivision}
          </Notice>
        )}
        {search.court !== undefined && !courtKnown && answers.every((answer) => !answer.pending) && (
          <Notice tone="warning" role="status">
            {m.badCourt(search.court)}
          </Notice>
        )}
      </div>
      <ScheduleFilters
        divisions={divisions}
        courts={courts}
        division={division}
        court={court}
        query={search.q ?? ''}
      />
      {days.length === 0 ? (
        <p className="mt-6 text-ink-muted">{m.noDays}</p>
      ) : (
        <DayTabs tournamentIdx={tournament.idx} days={days} day={day} today={today} />
      )}
      {failed.map(({ of, round, failure }) => (
        <div key={round.idx} className="mt-4">
          <p className="mb-2 text-sm font-medium">
            {m.roundFailed([of.name, round.name].filter(Boolean).join(' · '))}
          </p>
          <ErrorView
            reason={errorReason(failure.error)}
            onRetry={() => void failure.retry()}
            headingLevel={3}
          />
        </div>
      ))}
      {strip && <NowStripView strip={strip} tournamentIdx={tournament.idx} now={now} forecast={forecast} />}
      <MyTeamsStrip
        tournament={tournament}
        rounds={myTeamsRounds}
        loading={answers.some((answer) => answer.pending)}
        forecast={forecast}
        className="mt-6"
      />
      <DayOrder
        day={day}
        order={shownDay}
        tournamentIdx={tournament.idx}
        now={now}
        forecast={forecast}
        lateness={day === today}
        filtered={shown.length !== entries.length}
      />
      <NotScheduled games={order.notScheduled} tournamentIdx={tournament.idx} now={now} />
    </TeamLinksContext.Provider>
  )
}
