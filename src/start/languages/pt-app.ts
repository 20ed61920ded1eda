import { staffChromePt } from '../../app/messages.pt'
import type { AppWords } from './words'

/** Portuguese: the rest of the viewer's words (staff pages, venue screens), by catalog name. */
export default {
  staffChrome: staffChromePt,
} satisfies Partial<AppWords>
