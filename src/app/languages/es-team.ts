import { teamEs } from '../../components/team/messages.es'
import type { TeamWords } from './words'

/** Spanish: the words of a team's page and embed, by catalog name (a round embed loads none of them). */
export default {
  team: teamEs,
} satisfies TeamWords
