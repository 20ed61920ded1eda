import { staffChromeEs } from '../../app/messages.es'
import type { AppWords } from './words'

/** Spanish: the rest of the viewer's words (staff pages, venue screens), by catalog name. */
export default {
  staffChrome: staffChromeEs,
} satisfies Partial<AppWords>
