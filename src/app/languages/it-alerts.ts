import { alertsIt } from '../../components/alerts/messages.it'
import type { AlertWords } from './words'

/** Italian: the alerts' words, loaded only for someone who follows a team (the alerts load then). */
export default {
  alerts: alertsIt,
} satisfies AlertWords
