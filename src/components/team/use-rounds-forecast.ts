import type { Tournament } from '../../api/schemas'
import { forecastRounds, type ForecastRound, type PlayForecast } from '../../domain/play-forecast'
import { resolveTimeZone } from '../../domain/time'
import { useNow } from '../../hooks/use-now'

/**
 * The estimated starts of the rounds a page has read (a team's division): recomputed when they
 * are refreshed and, while `active` (games still to play), as the clock moves. No request.
 */
export function useRoundsForecast(
  rounds: readonly ForecastRound[],
  tournament: Pick<Tournament, 'timezone' | 'courtNames' | 'sport'>,
  active: boolean,
): PlayForecast {
  const now = useNow(60_000, active)
  return forecastRounds(rounds, {
    now,
    sport: tournament.sport,
    timeZone: resolveTimeZone(tournament.timezone),
    courtNames: tournament.courtNames,
  })
}
