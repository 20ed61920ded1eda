import { errorsIt } from '../../app/error-messages.it'
import { staffChromeIt } from '../../app/messages.it'
import { notFoundIt } from '../../app/not-found-messages.it'
import { connectIt } from '../../features/connect/messages.it'
import { divisionIt } from '../../features/division/messages.it'
import { formsIt } from '../../features/forms/messages.it'
import { enumWordsIt, pageShellIt } from '../../features/page-shell/messages.it'
import { roundIt } from '../../features/round/messages.it'
import { screenIt } from '../../features/screen/messages.it'
import { teamsIt } from '../../features/teams/messages.it'
import { tournamentListIt } from '../../features/tournament-list/messages.it'
import { tournamentIt } from '../../features/tournament/messages.it'
import { screenSetupIt } from '../../features/screen/setup/messages.it'
import { embedBuilderIt } from '../../features/embed/builder/messages.it'
import { scheduleIt } from '../../features/schedule/messages.it'
import type { AppWords } from './words'

/** Italian: the rest of the viewer's words (staff pages, venue screens), by catalog name. */
export default {
  connect: connectIt,
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
