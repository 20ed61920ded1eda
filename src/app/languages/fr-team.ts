import { teamFr } from '../../components/team/messages.fr'
import type { TeamWords } from './words'

/** French: the words of a team's page and embed, by catalog name (a round embed loads none of them). */
export default {
  team: teamFr,
} satisfies TeamWords
