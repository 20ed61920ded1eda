import { staffChromeFr } from '../../app/messages.fr'
import type { AppWords } from './words'

/** French: the rest of the viewer's words (staff pages, venue screens), by catalog name. */
export default {
  staffChrome: staffChromeFr,
} satisfies Partial<AppWords>
