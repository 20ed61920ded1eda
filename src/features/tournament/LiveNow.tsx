import { useQueries } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { Tournament } from '../../api/schemas'
import { scheduleRoundQuery } from '../../api/views/round'
import { byCourtOrder, gameCourt, type GameCourt } from '../../domain/court'
import { gameState } from '../../domain/score'
import { useApi } from '../../hooks/use-api'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { bracketMessages, courtName } from '../../components/bracket'
import { Section } from '../../components/page'
import { tournamentMessages } from './messages'

type LiveNowTournament = Pick<Tournament, 'idx' | 'status' | 'courtNames'> & {
  divisions?: ReadonlyArray<{ rounds?: ReadonlyArray<{ idx: string }> }>
}

/**
 * A tournament in progress says what is on court now (how many games, on which courts) and leads
 * to the order of play. It reads each round as the order of play does, so that page opens at once.
 */
export function LiveNow({ tournament }: { tournament: LiveNowTournament }) {
  if (tournament.status !== 'IN_PROGRESS') return null
  return <LiveNowSummary tournament={tournament} />
}

function LiveNowSummary({ tournament }: { tournament: LiveNowTournament }) {
  const m = useMessages(tournamentMessages)
  const bracketWords = useMessages(bracketMessages)
  const locale = useFormatLocale()
  const api = useApi()
  const rounds = (tournament.divisions ?? []).flatMap((division) => division.rounds ?? [])
  const answers = useQueries({ queries: rounds.map((round) => scheduleRoundQuery(api, round.idx)) })
  const live = answers
    .flatMap((answer) => answer.data?.games ?? [])
    .filter((game) => gameState(game) === 'live')
  const courts = new Map<string, GameCourt>()
  for (const game of live) {
    const court = gameCourt(game, tournament.courtNames)
    if (court) courts.set(court.key, court)
  }
  const names = [...courts.values()].sort(byCourtOrder).map((court) => courtName(court, bracketWords))
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' })
  const text = answers.some((answer) => answer.isPending)
    ? m.nowLoading
    : live.length > 0
      ? m.liveGames(live.length, list.format(names))
      : answers.some((answer) => answer.isError)
        ? m.nowFailed
        : m.nothingLive
  return (
    <Section title={m.now} className="mt-6">
      <p className="flex flex-wrap items-baseline gap-x-4 gap-y-2">
        <span role="status">{text}</span>
        <Link
          to="/tournaments/$tournamentIdx/schedule"
          params={{ tournamentIdx: tournament.idx }}
          className="font-medium text-accent underline"
        >
          {m.toOrderOfPlay} <span aria-hidden="true">→</span>
        </Link>
      </p>
    </Section>
  )
}
