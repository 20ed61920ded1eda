import { deviceConnectionPt } from '../../features/connect/device-connection-messages.pt'
import { configUnreadablePt } from '../config-unreadable/messages.pt'
import { errorsPt } from '../../components/page/error-messages.pt'
import { staffChromePt } from '../../components/staff-frame/messages.pt'
import { notFoundPt } from '../../components/staff-frame/not-found-messages.pt'
import { connectPt } from '../../features/connect/messages.pt'
import { divisionPt } from '../../features/tournament/division/messages.pt'
import { formsPt } from '../../components/forms/messages.pt'
import { enumWordsPt, pageShellPt } from '../../components/page/messages.pt'
import { roundPt } from '../../components/games/messages.pt'
import { teamsPt } from '../../components/team-card/messages.pt'
import { tournamentListPt } from '../../features/tournament-list/messages.pt'
import { tournamentPt } from '../../features/tournament/messages.pt'
import { schedulePt } from '../../features/schedule/messages.pt'
import type { StaffWords } from './words'

/** Portuguese: the words of every staff page and venue screen (not the tools': `pt-app.ts`), by catalog name. */
export default {
  configUnreadable: configUnreadablePt,
  connect: connectPt,
  deviceConnection: deviceConnectionPt,
  division: divisionPt,
  enumWords: enumWordsPt,
  errors: errorsPt,
  forms: formsPt,
  notFound: notFoundPt,
  pageShell: pageShellPt,
  round: roundPt,
  schedule: schedulePt,
  staffChrome: staffChromePt,
  teams: teamsPt,
  tournament: tournamentPt,
  tournamentList: tournamentListPt,
} satisfies StaffWords
