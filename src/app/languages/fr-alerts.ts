import { alertsFr } from '../../components/alerts/messages.fr'
import type { AlertWords } from './words'

/** French: the alerts' words, loaded only for someone who follows a team (the alerts load then). */
export default {
  alerts: alertsFr,
} satisfies AlertWords
