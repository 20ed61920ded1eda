import { useRoundGameText, type BracketText } from '../bracket'
import type { BracketRound } from './screen-queries'

export type BracketMessages = BracketText['messages']

/** A screen shows the day and the time only: it is looked at on the day. */
const SCREEN_TIME: Intl.DateTimeFormatOptions = { weekday: 'short', hour: '2-digit', minute: '2-digit' }

/** What the bracket's games need to be put into words on a screen (BracketTextContext's value). */
export function useScreenBracketText(
  round: BracketRound,
  timeZone: string,
  courtNames: Readonly<Record<string, string>> | null | undefined,
): BracketText {
  return useRoundGameText(round, timeZone, courtNames, SCREEN_TIME)
}
