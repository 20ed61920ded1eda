import { buildCalendar, gameMinutes, type CalendarEvent } from '../../domain/ics'
import type { TeamGame } from '../../domain/team-games'
import { courtText, slotText, type BracketText } from '../../components/bracket'
import { stageText } from '../../components/team/TeamGameItem'

export interface TeamCalendarSource {
  games: readonly TeamGame[]
  /** The bracket's words per round: names of slots not known yet, court names. */
  texts: ReadonlyMap<string, BracketText>
  teamName: string
  tournament: { name: string; sport?: string | null }
  /** The club's name, for the location; null when not known. */
  clubName: string | null
  versus: (home: string, away: string) => string
  now: Date
}

/** The games with a time, as calendar events, and how many were left out for having none. */
export function teamCalendarEvents(source: TeamCalendarSource): { events: CalendarEvent[]; untimed: number } {
  const events: CalendarEvent[] = []
  let untimed = 0
  for (const each of source.games) {
    const { game } = each
    if (each.state === 'cancelled' || each.state === 'bye') continue
    if (!game.time) {
      untimed++
      continue
    }
    const text = source.texts.get(each.round.idx)
    const home = text ? slotText(game.homeTeam, game.homeTeamDetails, text) : (game.homeTeam?.name ?? '')
    const away = text ? slotText(game.awayTeam, game.awayTeamDetails, text) : (game.awayTeam?.name ?? '')
    const court = text ? courtText(game, text) : (game.court?.name ?? null)
    events.push({
      // The game's idx never changes: an updated file moves the event instead of adding another.
      uid: `${game.idx}@courtside`,
      start: game.time,
      minutes: gameMinutes(game.lengthInMinutes, source.tournament.sport),
      summary: `${source.versus(home, away)} (${stageText(each)})`,
      location: [court, source.clubName].filter(Boolean).join(', '),
      description: source.tournament.name,
    })
  }
  return { events, untimed }
}

export function teamCalendar(source: TeamCalendarSource): string {
  return buildCalendar(teamCalendarEvents(source).events, {
    name: `${source.teamName} · ${source.tournament.name}`,
    now: source.now,
  })
}

/** A file name from the team's name: letters and digits kept, the rest dashes. */
export function calendarFileName(teamName: string): string {
  const slug = teamName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
  return `${slug || 'team'}.ics`
}
