import { errorsIt } from '../../app/error-messages.it'
import { staffChromeIt } from '../../app/messages.it'
import { connectIt } from '../../features/connect/messages.it'
import { divisionIt } from '../../features/division/messages.it'
import { formsIt } from '../../features/forms/messages.it'
import { enumWordsIt, pageShellIt } from '../../features/page-shell/messages.it'
import { roundIt } from '../../features/round/messages.it'
import type { AppWords } from './words'

/** Italian: the rest of the viewer's words (staff pages, venue screens), by catalog name. */
export default {
  connect: connectIt,
  division: divisionIt,
  enumWords: enumWordsIt,
  errors: errorsIt,
  forms: formsIt,
  pageShell: pageShellIt,
  round: roundIt,
  staffChrome: staffChromeIt,
} satisfies Partial<AppWords>
