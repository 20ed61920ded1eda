import { deviceConnectionEs } from '../../features/connect/device-connection-messages.es'
import { configUnreadableEs } from '../config-unreadable/messages.es'
import { errorsEs } from '../../components/page/error-messages.es'
import { staffChromeEs } from '../../components/staff-frame/messages.es'
import { notFoundEs } from '../../components/staff-frame/not-found-messages.es'
import { connectEs } from '../../features/connect/messages.es'
import { divisionEs } from '../../features/tournament/division/messages.es'
import { formsEs } from '../../components/forms/messages.es'
import { enumWordsEs, pageShellEs } from '../../components/page/messages.es'
import { roundEs } from '../../components/games/messages.es'
import { teamsEs } from '../../components/team-card/messages.es'
import { tournamentListEs } from '../../features/tournament-list/messages.es'
import { tournamentEs } from '../../features/tournament/messages.es'
import { scheduleEs } from '../../features/schedule/messages.es'
import type { StaffWords } from './words'

/** Spanish: the words of every staff page and venue screen (not the tools': `es-app.ts`), by catalog name. */
export default {
  configUnreadable: configUnreadableEs,
  connect: connectEs,
  deviceConnection: deviceConnectionEs,
  division: divisionEs,
  enumWords: enumWordsEs,
  errors: errorsEs,
  forms: formsEs,
  notFound: notFoundEs,
  pageShell: pageShellEs,
  round: roundEs,
  schedule: scheduleEs,
  staffChrome: staffChromeEs,
  teams: teamsEs,
  tournament: tournamentEs,
  tournamentList: tournamentListEs,
} satisfies StaffWords
