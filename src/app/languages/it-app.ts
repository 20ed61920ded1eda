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
import { screenIt } from '../../features/screen/messages.it'
import { teamsIt } from '../../components/team-card/messages.it'
import { tournamentListIt } from '../../features/tournament-list/messages.it'
import { tournamentIt } from '../../features/tournament/messages.it'
import { screenSetupIt } from '../../features/screen/setup/messages.it'
import { embedBuilderIt } from '../../features/embed/builder/messages.it'
import { scheduleIt } from '../../features/schedule/messages.it'
import type { AppWords } from './words'

/** Italian: the rest of the viewer's words (staff pages, venue screens), by catalog name. */
export default {
  configUnreadable: configUnreadableIt,
  connect: connectIt,
  deviceConnection: deviceConnectionIt,
  division: divisionIt,
  embedBuilder: embedBuilderIt,
  enumWords: enumWordsIt,
  errors: errorsIt,
  forms: formsIt,
  notFound: notFoundIt,
  pageShell: pageShellIt,
  round: roundIt,
  schedule: scheduleIt,
  screen: screenIt,
  screenSetup: screenSetupIt,
  staffChrome: staffChromeIt,
  teams: teamsIt,
  tournament: tournamentIt,
  tournamentList: tournamentListIt,
} satisfies AppWords
