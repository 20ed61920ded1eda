import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Tournament } from '../../api/schemas'
import { useApi } from '../../hooks/use-api'
import type { TeamGame } from '../../domain/team-games'
import { useMessages } from '../../i18n/locale'
import { bracketMessages, type BracketText } from '../../components/bracket'
import { tournamentPageQuery } from '../../api/views/tournament'
import { calendarFileName, teamCalendar, teamCalendarEvents } from './calendar'
import { teamMessages } from '../../components/team/messages'

/**
 * "Add to calendar": downloads the team's games with a time as an .ics file built here, and says
 * how many games are left out for having no time yet. The club's name (for the location) comes
 * from the tournament page's request, read only when the file is asked for (or already cached).
 */
export function CalendarButton({
  games,
  texts,
  tournament,
  teamName,
}: {
  games: readonly TeamGame[]
  texts: ReadonlyMap<string, BracketText>
  tournament: Pick<Tournament, 'idx' | 'name' | 'sport'>
  teamName: string
}) {
  const m = useMessages(teamMessages)
  const b = useMessages(bracketMessages)
  const api = useApi()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const source = { games, texts, teamName, tournament, clubName: null, versus: b.versus, now: new Date() }
  const { events, untimed } = teamCalendarEvents(source)

  const download = async () => {
    setBusy(true)
    setFailed(false)
    try {
      const club = await queryClient
        .fetchQuery(tournamentPageQuery(api, tournament.idx))
        .then((full) => full.club?.name ?? null)
        .catch(() => null)
      const text = teamCalendar({ ...source, clubName: club, now: new Date() })
      const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }))
      const link = document.createElement('a')
      link.href = url
      link.download = calendarFileName(teamName)
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 1000)
    } catch {
      // Whatever failed (a browser without downloads, data no file can hold), the button works again.
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      {events.length > 0 ? (
        <button
          type="button"
          onClick={() => void download()}
          disabled={busy}
          className="rounded-full border border-accent bg-accent px-3 py-1.5 font-medium text-accent-ink disabled:opacity-60"
        >
          {m.addToCalendar}
        </button>
      ) : (
        <p className="text-ink-muted">{m.noCalendar}</p>
      )}
      {events.length > 0 && <span className="text-ink-muted">{m.calendarCount(events.length)}</span>}
      {untimed > 0 && events.length > 0 && <span className="text-ink-muted">{m.withoutTime(untimed)}</span>}
      <p role="alert" className="basis-full text-danger empty:hidden">
        {failed ? m.calendarFailed : ''}
      </p>
    </div>
  )
}
