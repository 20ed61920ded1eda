import { alertsPt } from '../../components/alerts/messages.pt'
import type { AlertWords } from './words'

/** Portuguese: the alerts' words, loaded only for someone who follows a team (the alerts load then). */
export default {
  alerts: alertsPt,
} satisfies AlertWords
