import { deviceConnectionFr } from '../../features/connect/device-connection-messages.fr'
import { configUnreadableFr } from '../config-unreadable/messages.fr'
import { errorsFr } from '../../components/page/error-messages.fr'
import { staffChromeFr } from '../../components/staff-frame/messages.fr'
import { notFoundFr } from '../../components/staff-frame/not-found-messages.fr'
import { connectFr } from '../../features/connect/messages.fr'
import { divisionFr } from '../../features/tournament/division/messages.fr'
import { formsFr } from '../../components/forms/messages.fr'
import { enumWordsFr, pageShellFr } from '../../components/page/messages.fr'
import { roundFr } from '../../components/games/messages.fr'
import { screenFr } from '../../features/screen/messages.fr'
import { teamsFr } from '../../components/team-card/messages.fr'
import { tournamentListFr } from '../../features/tournament-list/messages.fr'
import { tournamentFr } from '../../features/tournament/messages.fr'
import { screenSetupFr } from '../../features/screen/setup/messages.fr'
import { embedBuilderFr } from '../../features/embed/builder/messages.fr'
import { scheduleFr } from '../../features/schedule/messages.fr'
import type { AppWords } from './words'

/** French: the rest of the viewer's words (staff pages, venue screens), by catalog name. */
export default {
  configUnreadable: configUnreadableFr,
  connect: connectFr,
  deviceConnection: deviceConnectionFr,
  division: divisionFr,
  embedBuilder: embedBuilderFr,
  enumWords: enumWordsFr,
  errors: errorsFr,
  forms: formsFr,
  notFound: notFoundFr,
  pageShell: pageShellFr,
  round: roundFr,
  schedule: scheduleFr,
  screen: screenFr,
  screenSetup: screenSetupFr,
  staffChrome: staffChromeFr,
  teams: teamsFr,
  tournament: tournamentFr,
  tournamentList: tournamentListFr,
} satisfies AppWords
