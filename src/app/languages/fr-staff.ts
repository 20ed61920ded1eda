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
import { teamsFr } from '../../components/team-card/messages.fr'
import { tournamentListFr } from '../../features/tournament-list/messages.fr'
import { tournamentFr } from '../../features/tournament/messages.fr'
import { scheduleFr } from '../../features/schedule/messages.fr'
import type { StaffWords } from './words'

/** French: the words of every staff page and venue screen (not the tools': `fr-app.ts`), by catalog name. */
export default {
  configUnreadable: configUnreadableFr,
  connect: connectFr,
  deviceConnection: deviceConnectionFr,
  division: divisionFr,
  enumWords: enumWordsFr,
  errors: errorsFr,
  forms: formsFr,
  notFound: notFoundFr,
  pageShell: pageShellFr,
  round: roundFr,
  schedule: scheduleFr,
  staffChrome: staffChromeFr,
  teams: teamsFr,
  tournament: tournamentFr,
  tournamentList: tournamentListFr,
} satisfies StaffWords
