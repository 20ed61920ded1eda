import type { Game, TeamDetails } from '../../api/schemas'
import { poolLetter, slotSource } from '../../domain/slot'
import type { bracketMessages } from '../bracket'

type SlotWords = Pick<
  (typeof bracketMessages)['en'],
  'winnerOf' | 'loserOf' | 'poolRank' | 'ordinal' | 'poolByLetter' | 'bye' | 'toBeDecided'
>

/**
 * A side of a game: the team's name, or where it will come from ("Winner of game 12", "1st of
 * Pool A") while it is not known. The words are the bracket's, so both read the same.
 */
export function slotLabel(
  team: Game['homeTeam'],
  details: TeamDetails | null | undefined,
  words: SlotWords,
  poolName: (poolNumber: number) => string | undefined = () => undefined,
): { text: string; placeholder: boolean } {
  if (team) return { text: team.name, placeholder: false }
  const source = slotSource(details)
  const text = (() => {
    switch (source.kind) {
      case 'winnerOf':
        return words.winnerOf(String(source.gameNumber))
      case 'loserOf':
        return words.loserOf(String(source.gameNumber))
      case 'poolRank':
        return words.poolRank(
          words.ordinal(source.rank),
          poolName(source.poolNumber) ?? words.poolByLetter(poolLetter(source.poolNumber)),
        )
      case 'bye':
        return words.bye
      case 'label':
        return source.label
      case 'unknown':
        return words.toBeDecided
    }
  })()
  return { text, placeholder: true }
}
