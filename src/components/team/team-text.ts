import { useMemo } from 'react'
import type { Round } from '../../api/schemas'
import { useFormatLocale } from '../../i18n/format-locale'
import { useMessages } from '../../i18n/locale'
import { bracketMessages, gameText, type BracketText } from '../bracket'

/**
 * The bracket's words for each round's games ("Winner of game 12", "1st of Pool A", court names),
 * by round idx, so a team's games say the same as the round page does.
 */
export function useRoundTexts(
  rounds: readonly Pick<Round, 'idx' | 'games' | 'pools'>[],
  timeZone: string,
  courtNames: Readonly<Record<string, string>> | null | undefined,
): Map<string, BracketText> {
  const messages = useMessages(bracketMessages)
  const locale = useFormatLocale()
  return useMemo(
    () =>
      new Map(
        rounds.map((round) => [
          round.idx,
          gameText({ games: round.games ?? [], pools: round.pools, timeZone, courtNames }, messages, locale),
        ]),
      ),
    [rounds, timeZone, courtNames, messages, locale],
  )
}
