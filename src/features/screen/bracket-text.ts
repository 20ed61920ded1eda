import { useMemo, type ContextType } from 'react'
import { bracketMessages, type BracketTextContext } from '../bracket'
import { formatInTimeZone, resolveTimeZone } from '../../domain/time'
import { useLocale, useMessages } from '../../i18n/locale'
import type { BracketRound } from './screen-queries'

export type BracketText = ContextType<typeof BracketTextContext>
export type BracketMessages = BracketText['messages']

/** A screen shows the day and the time only: it is looked at on the day. */
const SCREEN_TIME: Intl.DateTimeFormatOptions = { weekday: 'short', hour: '2-digit', minute: '2-digit' }

/** What the bracket's games need to be put into words on a screen (BracketTextContext's value). */
export function useScreenBracketText(
  round: BracketRound,
  timeZone: string,
  courtNames: Readonly<Record<string, string>> | null | undefined,
): BracketText {
  const messages = useMessages(bracketMessages)
  const locale = useLocale()
  const { draws, pools } = round
  return useMemo(() => {
    const zone = resolveTimeZone(timeZone)
    const shown = new Map<number, string>()
    for (const draw of draws ?? [])
      for (const drawRound of draw.rounds ?? [])
        for (const game of drawRound.games ?? [])
          if (game.displayNumber != null) shown.set(game.number, String(game.displayNumber))
    const poolNames = new Map((pools ?? []).map((pool) => [pool.number, pool.name]))
    return {
      messages,
      locale,
      timeZone: zone,
      formatTime: (iso: string) => formatInTimeZone(iso, zone, SCREEN_TIME, locale).text,
      courtNames: courtNames ?? null,
      shownNumber: (gameNumber: number) => shown.get(gameNumber) ?? String(gameNumber),
      poolName: (poolNumber: number) => poolNames.get(poolNumber),
    }
  }, [messages, locale, timeZone, courtNames, draws, pools])
}
