import { useLocale, useMessages } from '../../i18n/locale'
import { Bracket, bracketMessages, drawName, drawRoundsInOrder } from '../bracket'
import { contextLine } from './context-line'
import { EmbedFooter } from './EmbedFooter'
import { EmbedHeader } from './EmbedHeader'
import { KeepLive } from './KeepLive'
import { embedMessages } from './messages'
import { useEmbedOptions } from './use-embed-options'
import { useEmbedRound } from './use-embed-round'

const BRACKET_ONLY = { pools: false, bracket: true }

/** `/embed/tournaments/…/rounds/…/draws/…`: one draw of a round (the main draw, or a placement draw). */
export function EmbedDrawPage(ids: { tournamentIdx: string; roundIdx: string; drawIdx: string }) {
  const m = useMessages(embedMessages)
  const words = useMessages(bracketMessages)
  const options = useEmbedOptions()
  const locale = useLocale()
  const { tournament, round, teams, updatedAt, stale, liveQuery } = useEmbedRound(
    ids.tournamentIdx,
    ids.roundIdx,
    BRACKET_ONLY,
  )
  const draw = round.draws?.find((each) => each.idx === ids.drawIdx)
  const entries = draw ? (drawRoundsInOrder(draw)[0]?.games?.length ?? 0) * 2 : 0
  return (
    <>
      <EmbedHeader
        shown={options.show.includes('title')}
        title={draw ? `${round.name} · ${drawName(draw, entries, words)}` : round.name}
        context={contextLine([round.division?.name, tournament.name], tournament, locale)}
      />
      {liveQuery && <KeepLive query={liveQuery} />}
      {draw ? (
        // Only this draw: no tabs to the round's other draws.
        <Bracket
          round={{ pools: round.pools, draws: [draw] }}
          timeZone={tournament.timezone}
          courtNames={tournament.courtNames}
          teams={teams}
          view={options.bracket}
          headingLevel={2}
        />
      ) : (
        <p role="alert" className="text-ink-muted">
          {m.drawNotFound}
        </p>
      )}
      <EmbedFooter
        subject={{ kind: 'round', tournamentIdx: ids.tournamentIdx, roundIdx: ids.roundIdx }}
        publicUrl={tournament.publicUrl}
        updatedAt={updatedAt}
        stale={stale}
      />
    </>
  )
}
