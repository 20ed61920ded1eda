import type { Division, Draw, Pool, Round, Tournament } from '../../../api/schemas'
import { useMessages } from '../../../i18n/locale'
import { bracketMessages, drawName, drawsInOrder } from '../../bracket'
import { Notice } from '../../layout'
import { RadioGroup, SelectField, TournamentSelect } from '../../forms'
import { EMBED_KINDS, type BuilderSearch, type EmbedKind } from './builder-search'
import { builderMessages } from './messages'

export type PickPatch = Partial<
  Pick<BuilderSearch, 'kind' | 'tournament' | 'division' | 'round' | 'pool' | 'draw'>
>

export interface EmbedPickerProps {
  kind: EmbedKind
  search: BuilderSearch
  tournaments: readonly Pick<Tournament, 'idx' | 'name'>[]
  allStatuses: boolean
  onAllStatuses: (all: boolean) => void
  /** Whether the picked tournament is published (not a draft). */
  published: boolean
  divisions: readonly Division[]
  /** The picked round's pools and draws, once known. */
  pools: readonly Pick<Pool, 'idx' | 'name' | 'number'>[]
  draws: readonly Draw[]
  onPick: (patch: PickPatch) => void
}

/** What the embed shows (its kind), then tournament → division → round → pool or draw. */
export function EmbedPicker(props: EmbedPickerProps) {
  const { kind, search, tournaments, divisions, pools, draws, onPick } = props
  const m = useMessages(builderMessages)
  const words = useMessages(bracketMessages)
  const division = divisions.find((each) => each.idx === search.division)
  const rounds = [...(division?.rounds ?? [])].sort((a, b) => a.number - b.number)
  const label = (item: { name: string; isVisible?: boolean | undefined }) =>
    item.isVisible === false ? m.hidden(item.name) : item.name
  const needs = (level: EmbedKind) => EMBED_KINDS.indexOf(kind) >= EMBED_KINDS.indexOf(level)
  const round: Round | undefined = rounds.find((each) => each.idx === search.round)
  return (
    <div className="space-y-4">
      <RadioGroup
        legend={m.kind}
        options={EMBED_KINDS}
        labelOf={(each) => m.kinds[each]}
        value={kind}
        onChange={(each) => onPick({ kind: each })}
        layout="column"
      />
      <TournamentSelect
        labels={{ tournament: m.tournament, choose: m.chooseTournament, allStatuses: m.allStatuses }}
        value={search.tournament}
        tournaments={tournaments}
        allStatuses={props.allStatuses}
        onAllStatuses={props.onAllStatuses}
        onChange={(tournament) =>
          onPick({ tournament, division: undefined, round: undefined, pool: undefined, draw: undefined })
        }
      />
      {!props.published && <Notice tone="warning">{m.draftWarning}</Notice>}
      <div className="grid gap-4 sm:grid-cols-2">
        {needs('division') && (
          <SelectField
            label={m.division}
            value={search.division ?? ''}
            disabled={divisions.length === 0}
            onChange={(event) =>
              onPick({
                division: event.target.value || undefined,
                round: undefined,
                pool: undefined,
                draw: undefined,
              })
            }
          >
            <option value="">{m.choose}</option>
            {[...divisions]
              .sort((a, b) => a.number - b.number)
              .map((each) => (
                <option key={each.idx} value={each.idx}>
                  {label(each)}
                </option>
              ))}
          </SelectField>
        )}
        {needs('round') && (
          <SelectField
            label={m.round}
            value={search.round ?? ''}
            disabled={rounds.length === 0}
            onChange={(event) =>
              onPick({ round: event.target.value || undefined, pool: undefined, draw: undefined })
            }
          >
            <option value="">{m.choose}</option>
            {rounds.map((each) => (
              <option key={each.idx} value={each.idx}>
                {label(each)}
              </option>
            ))}
          </SelectField>
        )}
        {kind === 'pool' && (
          <SelectField
            label={m.pool}
            value={search.pool ?? ''}
            disabled={pools.length === 0}
            onChange={(event) => onPick({ pool: event.target.value || undefined })}
          >
            <option value="">{m.choose}</option>
            {[...pools]
              .sort((a, b) => a.number - b.number)
              .map((each) => (
                <option key={each.idx} value={each.idx}>
                  {each.name}
                </option>
              ))}
          </SelectField>
        )}
        {kind === 'draw' && (
          <SelectField
            label={m.draw}
            value={search.draw ?? ''}
            disabled={draws.length === 0}
            onChange={(event) => onPick({ draw: event.target.value || undefined })}
          >
            <option value="">{m.choose}</option>
            {drawsInOrder(draws).map((each) => (
              <option key={each.idx} value={each.idx}>
                {drawName(each, 0, words)}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      {(division?.isVisible === false || (needs('round') && round?.isVisible === false)) && (
        <Notice tone="warning">{m.hiddenWarning}</Notice>
      )}
    </div>
  )
}
