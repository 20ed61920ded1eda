import { roundParts } from './embed-data'
import { RoundContent } from './RoundContent'
import { RoundFrame } from './RoundFrame'
import { useEmbedOptions } from './use-embed-options'
import { orDash } from '../../domain/missing'

/** `/embed/tournaments/…/rounds/…`: a round's pool tables and bracket. */
export function EmbedRoundPage(ids: { tournamentIdx: string; roundIdx: string }) {
  const parts = roundParts(useEmbedOptions().show)
  return (
    <RoundFrame {...ids} parts={parts} title={({ round }) => orDash(round.name)}>
      {({ round, tournament, teams, outlooks }) => (
        <RoundContent round={round} tournament={tournament} parts={parts} teams={teams} outlooks={outlooks} />
      )}
    </RoundFrame>
  )
}
