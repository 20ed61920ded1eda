import type { Division, Tournament } from '../../api/schemas'
import { useLocale, useMessages } from '../../i18n/locale'
import { MISSING } from '../../domain/missing'
import { divisionCapacity, divisionPrice, playersPerTeam } from './facts'
import { tournamentMessages } from './messages'

/**
 * Singles or doubles, players per team (team formats only: elsewhere singles and doubles say it),
 * price (the tournament's when the division has none) and capacity; a dash for what is not known.
 */
export function DivisionFacts({
  division,
  tournament,
}: {
  division: Division
  tournament: Pick<Tournament, 'inscriptionCost' | 'type'>
}) {
  const m = useMessages(tournamentMessages)
  const number = new Intl.NumberFormat(useLocale())
  const price = divisionPrice(division, tournament)
  const capacity = divisionCapacity(division)
  const players = playersPerTeam(division, tournament)
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-ink-muted">{m.format}</dt>
      <dd>{division.isDoubles == null ? MISSING : division.isDoubles ? m.doubles : m.singles}</dd>
      {players && (
        <>
          <dt className="text-ink-muted">{m.playersPerTeam}</dt>
          <dd>{m.range(players.min, players.max)}</dd>
        </>
      )}
      <dt className="text-ink-muted">{m.price}</dt>
      <dd>
        {price === null ? MISSING : price.amount === null ? m.none : number.format(price.amount)}
        {price?.fromTournament && price.amount !== null && (
          <span className="text-ink-muted"> ({m.tournamentPrice})</span>
        )}
      </dd>
      <dt className="text-ink-muted">{m.capacity}</dt>
      <dd>{capacity === undefined ? MISSING : capacity === null ? m.unlimited : m.teamsCount(capacity)}</dd>
    </dl>
  )
}
