import type { Draw } from '../../api/schemas'
import type { bracketMessages } from '../bracket'
import { drawName, drawRoundsInOrder, drawsInOrder } from '../bracket'

type DrawWords = (typeof bracketMessages)['en']

/**
 * Where each game of a round's draws is played: its draw round's label ("Semi-finals"), after the
 * draw's name when the round has several ("3rd place play-off · Final"). Games of pools carry their
 * own `roundDetail` instead.
 */
export function drawStages(draws: readonly Draw[] | null | undefined, words: DrawWords): Map<string, string> {
  const stages = new Map<string, string>()
  const ordered = drawsInOrder(draws)
  for (const draw of ordered) {
    const rounds = drawRoundsInOrder(draw)
    const name = drawName(draw, (rounds[0]?.games?.length ?? 0) * 2, words)
    for (const drawRound of rounds) {
      // A draw round without a label: the draw's name alone, or no stage at all.
      const stage = [ordered.length > 1 && draw.placement !== 1 ? name : null, drawRound.label]
        .filter(Boolean)
        .join(' · ')
      if (stage) for (const game of drawRound.games ?? []) stages.set(game.idx, stage)
    }
  }
  return stages
}
