import { useQuery } from '@tanstack/react-query'
import type { Game, Pool } from '../../api/schemas'
import { useApi } from '../../hooks/use-api'
import { byNumber } from '../../domain/order'
import { tieGroups, type TieGroup } from '../../domain/ties'
import { tiedTeams } from './tied-rows'
import { useLocale, useMessages } from '../../i18n/locale'
import { teamMessages, type TeamMessages } from '../team/messages'
import { tournamentPageQuery } from '../../api/views/tournament'
import { orDash } from '../../domain/missing'

/** Where a pool table can say how ties were decided: the round's games and the tournament. */
export interface TieSource {
  tournamentIdx: string
  /** The round's games (for head-to-head); null when the page did not read them. */
  games: readonly Game[] | null
}

function figuresText(names: string[], figures: number[], signed: boolean): string {
  return names
    .map((name, i) => {
      const value = figures[i] ?? 0
      return `${name} ${signed && value > 0 ? '+' : ''}${value}`
    })
    .join(', ')
}

function stepText(step: TieGroup['steps'][number], m: TeamMessages, list: Intl.ListFormat): string {
  const names = step.teams.map((team) => team.name)
  if (!step.decided) return m.tieOrganizer(list.format(names))
  const signed = step.decided.figure.endsWith('Difference')
  return m.tieDecided(
    list.format(names),
    step.decided.rule.name,
    figuresText(names, step.decided.figures, signed),
  )
}

/**
 * Under a round's pool tables: in each pool, each group of teams level on points and how the tie
 * was decided. The rules in order come from the tournament page's request (populated
 * `rankedTiebreakRules`): one per tournament, cached, asked only where a pool has a tie. Until
 * they come, nothing is said. Never re-ranks: the tables keep the stored order.
 */
export function TieNotes({ pools, source }: { pools: readonly Pool[]; source: TieSource }) {
  const m = useMessages(teamMessages)
  // "A, B and C" in the page's language.
  const list = new Intl.ListFormat(useLocale(), { type: 'conjunction' })
  const api = useApi()
  const tied = pools.filter((pool) => tiedTeams(pool).size > 0)
  const rules = useQuery({ ...tournamentPageQuery(api, source.tournamentIdx), enabled: tied.length > 0 })
  if (!rules.data || tied.length === 0) return null
  const ordered = byNumber(tied)
  return (
    <div className="st-ties mt-3 text-sm" role="note" aria-label={m.tiesTitle}>
      <p className="font-medium">
        <span aria-hidden="true">= </span>
        {m.tiesTitle}
      </p>
      <ul className="mt-1 space-y-1">
        {ordered.flatMap((pool) =>
          tieGroups(pool, rules.data.rankedTiebreakRules ?? [], source.games).map((group) => (
            <li key={`${pool.idx}-${group.points}`} className="break-words text-ink-muted">
              <span className="font-medium text-ink">
                {orDash(pool.name)}, {m.tieGroup(group.points)}:
              </span>{' '}
              {group.steps.map((step) => stepText(step, m, list)).join(' ')}
            </li>
          )),
        )}
      </ul>
    </div>
  )
}
