import type { Division, Team } from '../../api/schemas'
import { humanizeEnum } from '../../domain/labels'
import { playerName } from '../../domain/player'
import { useMessages } from '../../i18n/locale'
import { Badge, ColourChip, PlayerPicture } from '../../components/page'
import { teamMessages, type TeamMessages } from '../../components/team/messages'

/** The team's entry marks as the API gives them: wild card, qualifier, lucky loser, alternate. */
export function entryMarks(team: Team, m: TeamMessages): string[] {
  const marks: string[] = []
  if (team.isWildCard) marks.push(m.wildCard)
  const status = team.qualifierStatus?.toUpperCase()
  if (status && status !== 'NONE') {
    const known: Record<string, string> = {
      QUALIFIED: m.qualifier,
      QUALIFIER: m.qualifier,
      LUCKY_LOSER: m.luckyLoser,
      ALTERNATE: m.alternate,
    }
    // Lost in qualifying and other states are not an entry mark; an unknown one is shown as it came.
    if (status !== 'ELIMINATED') marks.push(known[status] ?? humanizeEnum(status))
  }
  return marks
}

/** Name, division, seed, entry marks, club, and the players with their pictures (http(s) only). */
export function TeamHeader({
  team,
  division,
  follow,
}: {
  team: Team
  division: Pick<Division, 'name' | 'color'> | null
  follow?: React.ReactNode
}) {
  const m = useMessages(teamMessages)
  const seed = team.seedNumber || team.seed
  const marks = entryMarks(team, m)
  const players = team.players ?? []
  return (
    <header className="rounded-card border border-line bg-surface-raised p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 dir="auto" className="min-w-0 text-2xl font-semibold break-words">
          {team.name}
        </h1>
        {follow}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        {division && (
          <span className="inline-flex items-center gap-1.5">
            <ColourChip colour={division.color} />
            <span dir="auto">{division.name}</span>
          </span>
        )}
        {seed ? <Badge tone="accent">{m.seed(seed)}</Badge> : null}
        {marks.map((mark) => (
          <Badge key={mark} tone="warning">
            {mark}
          </Badge>
        ))}
        {team.club && (
          <span dir="auto" className="text-ink-muted">
            {team.club}
          </span>
        )}
      </div>
      <ul aria-label={m.players} className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
        {players.length === 0 && <li className="text-sm text-ink-muted">{m.noPlayers}</li>}
        {players.map((player) => (
          <li key={player.idx} className="flex items-center gap-2">
            <PlayerPicture player={player} />
            <span dir="auto" className="min-w-0 break-words">
              {playerName(player)}
            </span>
          </li>
        ))}
      </ul>
    </header>
  )
}
