import type { Round } from '../../api/schemas'
import { useMessages } from '../../i18n/locale'
import { Bracket, bracketMessages, drawName, drawRoundsInOrder } from '../../components/bracket'
import { embedMessages } from './messages'
import { RoundFrame } from './RoundFrame'
import { useEmbedOptions } from './use-embed-options'
import { orDash } from '../../domain/missing'

const BRACKET_ONLY = { pools: false, bracket: true }

/** `/embed/tournaments/…/rounds/…/draws/…`: one draw of a round (the main draw, or a placement draw). */
export function EmbedDrawPage({
  drawIdx,
  ...ids
}: {
  tournamentIdx: string
  roundIdx: string
  drawIdx: string
}) {
  const m = useMessages(embedMessages)
  const words = useMessages(bracketMessages)
  const options = useEmbedOptions()
  const drawOf = (round: Round) => round.draws?.find((each) => each.idx === drawIdx)
  const nameOf = (round: Round) => {
    const draw = drawOf(round)
    if (!draw) return orDash(round.name)
    const entries = (drawRoundsInOrder(draw)[0]?.games?.length ?? 0) * 2
    return [round.name, drawName(draw, entries, words)].filter(Boolean).join(' · ')
  }
  return (
    <RoundFrame {...ids} parts={BRACKET_ONLY} title={({ round }) => nameOf(round)}>
      {({ round, tournament, teams }) => {
        const draw = drawOf(round)
        return draw ? (
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
        )
      }}
    </RoundFrame>
  )
}
