import { staffChromeIt } from '../../app/messages.it'
import type { AppWords } from './words'

/** Italian: the rest of the viewer's words (staff pages, venue screens), by catalog name. */
export default {
  staffChrome: staffChromeIt,
} satisfies Partial<AppWords>
