import { createContext, useContext } from 'react'
import { scheduleFormatter, type BracketText } from './game-text'
import { bracketMessages } from './messages'

/** Shared by every game of a bracket; one stable object, so a game re-renders only for its own data. */
export const BracketTextContext = createContext<BracketText>({
  messages: bracketMessages.en,
  locale: 'en',
  timeZone: 'UTC',
  formatTime: scheduleFormatter('en', 'UTC'),
  courtNames: null,
  shownNumber: String,
  poolName: () => undefined,
})

export function useBracketText(): BracketText {
  return useContext(BracketTextContext)
}
