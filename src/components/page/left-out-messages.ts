import type { ListedKind } from '../../api/left-out'
import { defineMessages } from '../../i18n/locale'

/** A count of records, "1 team" or "3 teams": the word for one, and for more. */
type Counted = readonly [one: string, more: string]

export interface LeftOutMessages {
  kinds: Record<ListedKind, Counted>
  /** `items`: "1 team and 2 games", joined in the reader's language. */
  note: (items: string) => string
}

/**
 * The note of a page whose answer had records it could not read (decision 0523). Every page,
 * venue screen and embed shows it, so its words load with an embed's (src/app/languages/<lang>.ts).
 */
export const leftOutMessages = defineMessages<LeftOutMessages>({
  name: 'leftOut',
  en: {
    kinds: {
      tournament: ['tournament', 'tournaments'],
      division: ['division', 'divisions'],
      round: ['round', 'rounds'],
      team: ['team', 'teams'],
      player: ['player', 'players'],
      pool: ['pool', 'pools'],
      standing: ['row of a pool table', 'rows of pool tables'],
      game: ['game', 'games'],
      sponsor: ['sponsor', 'sponsors'],
      court: ['court', 'courts'],
      other: ['other entry', 'other entries'],
    },
    note: (items) => `${items} could not be shown: the API’s answer was incomplete.`,
  },
})
