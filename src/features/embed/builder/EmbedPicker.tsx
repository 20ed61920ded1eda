import { useQueryClient } from '@tanstack/react-query'
import type { Division, Draw, Pool, Round } from '../../../api/schemas'
import { useMessages } from '../../../i18n/locale'
import { bracketMessages, drawName, drawsInOrder } from '../../../components/bracket'
import { Notice } from '../../../components/page'
import { byNumber } from '../../../domain/order'
import { PickField, RadioGroup, TournamentPicker } from '../../../components/forms'
import { useApi } from '../../../hooks/use-api'
import { embedTournamentQuery } from '../embed-data'
import { EMBED_KINDS, type BuilderSearch, type EmbedKind } from './builder-search'
import { builderMessages } from './messages'
import { orDash } from '../../../domain/missing'

export type PickPatch = Partial<
  Pick<BuilderSearch, 'kind' | 'tournament' | 'division' | 'round' | 'pool' | 'draw' | 'team'>
>

export interface EmbedPickerProps {
  kind: EmbedKind
  search: BuilderSearch
  /** The picked tournament's name, once read. */
  tournamentName: string | undefined
  /** Whether the picked tournament is published (not a draft). */
  published: boolean
  divisions: readonly Division[]
  /** The picked round's pools and draws, once known. */
  pools: readonly Pick<Pool, 'idx' | 'name' | 'number'>[]
  draws: readonly Draw[]
  /** The picked division's teams, for a team embed. */
  teams: readonly { idx: string; name: string }[]
  onPick: (patch: PickPatch) => void
}

/** What the embed shows (its kind), then tournament → division → round → pool or draw. */
export function EmbedPicker(props: EmbedPickerProps) {
  const { kind, search, divisions, pools, draws, onPick } = props
  const m = useMessages(builderMessages)
  const words = useMessages(bracketMessages)
  const api = useApi()
  const queryClient = useQueryClient()
  const division = divisions.find((each) => each.idx === search.division)
  const rounds = byNumber(division?.rounds)
  const option = (item: { idx: string; name?: string | null; isVisible?: boolean | null }) => ({
    idx: item.idx,
    label: item.isVisible === false ? m.hidden(orDash(item.name)) : orDash(item.name),
  })
  // A team embed needs a division (its teams), not a round.
  const needs = (level: EmbedKind) =>
    kind === 'team' ? level === 'division' : EMBED_KINDS.indexOf(kind) >= EMBED_KINDS.indexOf(level)
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
      <TournamentPicker
        value={search.tournament}
        valueName={props.tournamentName}
        onChange={(tournament) =>
          onPick({
            tournament,
            division: undefined,
            round: undefined,
            pool: undefined,
            draw: undefined,
            team: undefined,
          })
        }
        // What the page's loader reads of it (routes/_staff/embeds.new.tsx).
        prepare={(tournament) => queryClient.ensureQueryData(embedTournamentQuery(api, tournament))}
      />
      {!props.published && <Notice tone="warning">{m.draftWarning}</Notice>}
      <div className="grid gap-4 sm:grid-cols-2">
        {needs('division') && (
          <PickField
            label={m.division}
            value={search.division}
            none={m.choose}
            options={byNumber(divisions).map(option)}
            onPick={(idx) =>
              onPick({ division: idx, round: undefined, pool: undefined, draw: undefined, team: undefined })
            }
          />
        )}
        {needs('round') && (
          <PickField
            label={m.round}
            value={search.round}
            none={m.choose}
            options={rounds.map(option)}
            onPick={(idx) => onPick({ round: idx, pool: undefined, draw: undefined })}
          />
        )}
        {kind === 'pool' && (
          <PickField
            label={m.pool}
            value={search.pool}
            none={m.choose}
            options={byNumber(pools).map(option)}
            onPick={(idx) => onPick({ pool: idx })}
          />
        )}
        {kind === 'team' && (
          <PickField
            label={m.team}
            value={search.team}
            none={m.choose}
            options={props.teams.map((team) => ({ idx: team.idx, label: team.name }))}
            onPick={(idx) => onPick({ team: idx })}
          />
        )}
        {kind === 'draw' && (
          <PickField
            label={m.draw}
            value={search.draw}
            none={m.choose}
            options={drawsInOrder(draws).map((each) => ({ idx: each.idx, label: drawName(each, 0, words) }))}
            onPick={(idx) => onPick({ draw: idx })}
          />
        )}
      </div>
      {(division?.isVisible === false || (needs('round') && round?.isVisible === false)) && (
        <Notice tone="warning">{m.hiddenWarning}</Notice>
      )}
    </div>
  )
}
