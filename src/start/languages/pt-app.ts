import { errorsPt } from '../../app/error-messages.pt'
import { staffChromePt } from '../../app/messages.pt'
import { notFoundPt } from '../../app/not-found-messages.pt'
import { connectPt } from '../../features/connect/messages.pt'
import { divisionPt } from '../../features/division/messages.pt'
import { formsPt } from '../../features/forms/messages.pt'
import { enumWordsPt, pageShellPt } from '../../features/page-shell/messages.pt'
import { roundPt } from '../../features/round/messages.pt'
import { screenPt } from '../../features/screen/messages.pt'
import { teamsPt } from '../../features/teams/messages.pt'
import { tournamentListPt } from '../../features/tournament-list/messages.pt'
import { tournamentPt } from '../../features/tournament/messages.pt'
import { screenSetupPt } from '../../features/screen/setup/messages.pt'
import { embedBuilderPt } from '../../features/embed/builder/messages.pt'
import { schedulePt } from '../../features/schedule/messages.pt'
import type { AppWords } from './words'

/** Portuguese: the rest of the viewer's words (staff pages, venue screens), by catalog name. */
export default {
  connect: connectPt,
  division: divisionPt,
  embedBuilder: embedBuilderPt,
  enumWords: enumWordsPt,
  errors: errorsPt,
  forms: formsPt,
  notFound: notFoundPt,
  pageShell: pageShellPt,
  round: roundPt,
  schedule: schedulePt,
  screen: screenPt,
  screenSetup: screenSetupPt,
  staffChrome: staffChromePt,
  teams: teamsPt,
  tournament: tournamentPt,
  tournamentList: tournamentListPt,
} satisfies AppWords
