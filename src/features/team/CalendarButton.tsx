import type { Tournament } from '../../api/schemas'
import type { TeamGame } from '../../domain/team-games'

/** Placeholder until the calendar file is built (next commit). */
export function CalendarButton(_props: {
  games: readonly TeamGame[]
  tournament: Pick<Tournament, 'idx' | 'name' | 'timezone' | 'sport'>
  teamName: string
}) {
  return null
}
