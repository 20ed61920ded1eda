import { useQueryClient } from '@tanstack/react-query'
import type { Pool } from '../../../api/schemas'
import { useApi } from '../../../hooks/use-api'
import { useMessages } from '../../../i18n/locale'
import type { MetaDivision } from '../rotation-views'
import type { ScreenView } from '../screen-config'
import { screenQueries } from '../screen-queries'
import { byNumber } from '../../../domain/order'
import { PickField, SMALL_BUTTON, TournamentPicker } from '../../../components/forms'
import { setupMessages } from './messages'
import type { SetupSearch } from './setup-search'
import { orDash } from '../../../domain/missing'

export interface ViewPickerProps {
  search: SetupSearch
  /** The chosen tournament's name, once read. */
  tournamentName: string | undefined
  divisions: readonly MetaDivision[]
  /** The chosen round's pools, once known. */
  pools: readonly Pick<Pool, 'idx' | 'name' | 'number'>[]
  onPick: (patch: Partial<Pick<SetupSearch, 'tournament' | 'division' | 'round' | 'pool'>>) => void
  onAdd: (view: ScreenView) => void
}

/** Tournament → division → round → pool, and a button for each view the choice allows. */
export function ViewPicker(props: ViewPickerProps) {
  const { search, divisions, pools, onPick, onAdd } = props
  const m = useMessages(setupMessages)
  const api = useApi()
  const queryClient = useQueryClient()
  const division = divisions.find((each) => each.idx === search.division)
  const rounds = byNumber(division?.rounds)
  const round = rounds.find((each) => each.idx === search.round)
  const pool = pools.find((each) => each.idx === search.pool)
  const option = (item: { idx: string; name?: string | null; isVisible?: boolean | null }) => ({
    idx: item.idx,
    label: item.isVisible === false ? m.hidden(orDash(item.name)) : orDash(item.name),
  })
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TournamentPicker
            value={search.tournament}
            valueName={props.tournamentName}
            onChange={(tournament) =>
              onPick({ tournament, division: undefined, round: undefined, pool: undefined })
            }
            // What the page's loader reads of it (routes/_staff/screens.new.tsx).
            prepare={(tournament) => queryClient.ensureQueryData(screenQueries.meta(api, tournament))}
          />
        </div>
        <PickField
          label={m.division}
          value={search.division}
          none={m.any}
          options={byNumber(divisions).map(option)}
          onPick={(idx) => onPick({ division: idx, round: undefined, pool: undefined })}
        />
        <PickField
          label={m.round}
          value={search.round}
          none={m.any}
          options={rounds.map(option)}
          onPick={(idx) => onPick({ round: idx, pool: undefined })}
        />
        {round?.type === 'ROUND_ROBIN_ROUND' && (
          <PickField
            label={m.pool}
            value={search.pool}
            none={m.any}
            options={byNumber(pools).map(option)}
            onPick={(idx) => onPick({ pool: idx })}
          />
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {search.tournament && divisions.length > 0 && (
          <button type="button" className={SMALL_BUTTON} onClick={() => onAdd({ kind: 'courts' })}>
            {m.addCourts}
          </button>
        )}
        {search.tournament && divisions.length > 0 && (
          <button type="button" className={SMALL_BUTTON} onClick={() => onAdd({ kind: 'live' })}>
            {m.addLive}
          </button>
        )}
        {search.tournament && divisions.length > 0 && (
          <button type="button" className={SMALL_BUTTON} onClick={() => onAdd({ kind: 'champions' })}>
            {m.addChampions}
          </button>
        )}
        {division && (
          <button
            type="button"
            className={SMALL_BUTTON}
            onClick={() => onAdd({ kind: 'division', divisionIdx: division.idx })}
          >
            {m.addDivision(division.name)}
          </button>
        )}
        {round && round.type !== 'ROUND_ROBIN_ROUND' && (
          <button
            type="button"
            className={SMALL_BUTTON}
            onClick={() => onAdd({ kind: 'bracket', roundIdx: round.idx })}
          >
            {m.addBracket(orDash(round.name))}
          </button>
        )}
        {round && round.type === 'ROUND_ROBIN_ROUND' && (
          <button
            type="button"
            className={SMALL_BUTTON}
            onClick={() => onAdd({ kind: 'pools', roundIdx: round.idx })}
          >
            {m.addPools(orDash(round.name))}
          </button>
        )}
        {round && pool && (
          <button
            type="button"
            className={SMALL_BUTTON}
            onClick={() => onAdd({ kind: 'pool', roundIdx: round.idx, poolIdx: pool.idx })}
          >
            {m.addPool(orDash(pool.name))}
          </button>
        )}
      </div>
    </div>
  )
}
