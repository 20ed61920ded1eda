import { useState } from 'react'
import type { Tournament } from '../../api/schemas'
import {
  forecastRounds,
  NO_FORECAST,
  type ForecastRound,
  type PlayForecast,
} from '../../domain/play-forecast'
import { resolveTimeZone } from '../../domain/time'
import { useNow } from '../../hooks/use-now'

type ForecastTournament = Pick<Tournament, 'timezone' | 'courtNames' | 'sport'>

interface Computed {
  rounds: readonly ForecastRound[]
  now: number
  tournament: ForecastTournament
  forecast: PlayForecast
}

/**
 * The estimated starts of the rounds a page has read (a team's division): recomputed when they
 * are refreshed and, while `active` (games still to play), as the clock moves. No request. A
 * refetch that brings the same answers (the same round objects, as TanStack Query shares them)
 * computes nothing again; `null` (the page has its forecast already) computes nothing at all.
 */
export function useRoundsForecast(
  rounds: readonly ForecastRound[] | null,
  tournament: ForecastTournament,
  active: boolean,
): PlayForecast {
  const now = useNow(60_000, active && rounds !== null)
  // The last forecast and what it was computed from: kept in state, as React's "storing
  // information from previous renders" does, so an unchanged refetch reuses it.
  const [last, setLast] = useState<Computed | null>(null)
  if (rounds === null) return NO_FORECAST
  if (
    last &&
    last.now === now &&
    sameTournament(last.tournament, tournament) &&
    sameRounds(last.rounds, rounds)
  )
    return last.forecast
  const forecast = forecastRounds(rounds, {
    now,
    sport: tournament.sport,
    timeZone: resolveTimeZone(tournament.timezone),
    courtNames: tournament.courtNames,
  })
  setLast({ rounds, now, tournament, forecast })
  return forecast
}

function sameRounds(a: readonly ForecastRound[], b: readonly ForecastRound[]): boolean {
  return (
    a.length === b.length &&
    a.every((each, i) => each.round === b[i]?.round && each.divisionIdx === b[i]?.divisionIdx)
  )
}

function sameTournament(a: ForecastTournament, b: ForecastTournament): boolean {
  return a.timezone === b.timezone && a.courtNames === b.courtNames && a.sport === b.sport
}
