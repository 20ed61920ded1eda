import { alertsEs } from '../../components/alerts/messages.es'
import type { AlertWords } from './words'

/** Spanish: the alerts' words, loaded only for someone who follows a team (the alerts load then). */
export default {
  alerts: alertsEs,
} satisfies AlertWords
