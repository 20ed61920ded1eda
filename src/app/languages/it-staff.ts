import { deviceConnectionIt } from '../../features/connect/device-connection-messages.it'
import { configUnreadableIt } from '../config-unreadable/messages.it'
import { errorsIt } from '../../components/page/error-messages.it'
import { staffChromeIt } from '../../components/staff-frame/messages.it'
import { notFoundIt } from '../../components/staff-frame/not-found-messages.it'
import { connectIt } from '../../features/connect/messages.it'
import { divisionIt } from '../../features/tournament/division/messages.it'
import { formsIt } from '../../components/forms/messages.it'
import { enumWordsIt, pageShellIt } from '../../components/page/messages.it'
import { roundIt } from '../../components/games/messages.it'
import { teamsIt } from '../../components/team-card/messages.it'
import { tournamentListIt } from '../../features/tournament-list/messages.it'
import { tournamentIt } from '../../features/tournament/messages.it'
import { scheduleIt } from '../../features/schedule/messages.it'
import type { StaffWords } from './words'

/** Italian: the words of every staff page and venue screen (not the tools': `it-app.ts`), by catalog name. */
export default {
  configUnreadable: configUnreadableIt,
  connect: connectIt,
  deviceConnection: deviceConnectionIt,
  division: divisionIt,
  enumWords: enumWordsIt,
  errors: errorsIt,
  forms: formsIt,
  notFound: notFoundIt,
  pageShell: pageShellIt,
  round: roundIt,
  schedule: scheduleIt,
  staffChrome: staffChromeIt,
  teams: teamsIt,
  tournament: tournamentIt,
  tournamentList: tournamentListIt,
} satisfies StaffWords
