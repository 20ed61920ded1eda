import type { Division, Tournament } from '../../api/schemas'
import { useLocale, useMessages } from '../../i18n/locale'
import { divisionCapacity, divisionPrice, playersPerTeam } from './facts'
import { tournamentMessages } from './messages'

/**
 * Singles or doubles, players per team (team formats only: elsewhere singles and doubles say it),
 * price (the tournament's when the division has none) and capacity.
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
      <dd>{division.isDoubles ? m.doubles : m.singles}</dd>
      {players && (
        <>
          <dt className="text-ink-muted">{m.playersPerTeam}</dt>
          <dd>{m.range(players.min, players.max)}</dd>
        </>
      )}
      <dt className="text-ink-muted">{m.price}</dt>
      <dd>
        {price.amount === null ? m.none : number.format(price.amount)}
        {price.fromTournament && price.amount !== null && (
          <span className="text-ink-muted"> ({m.tournamentPrice})</span>
        )}
      </dd>
      <dt className="text-ink-muted">{m.capacity}</dt>
      <dd>{capacity === null ? m.unlimited : m.teamsCount(capacity)}</dd>
    </dl>
  )
}
