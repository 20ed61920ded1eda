import { errorsFr } from '../../app/error-messages.fr'
import { staffChromeFr } from '../../app/messages.fr'
import { notFoundFr } from '../../app/not-found-messages.fr'
import { connectFr } from '../../features/connect/messages.fr'
import { divisionFr } from '../../features/division/messages.fr'
import { formsFr } from '../../features/forms/messages.fr'
import { enumWordsFr, pageShellFr } from '../../features/page-shell/messages.fr'
import { roundFr } from '../../features/round/messages.fr'
import { screenFr } from '../../features/screen/messages.fr'
import { teamsFr } from '../../features/teams/messages.fr'
import { tournamentListFr } from '../../features/tournament-list/messages.fr'
import { tournamentFr } from '../../features/tournament/messages.fr'
import { screenSetupFr } from '../../features/screen/setup/messages.fr'
import { embedBuilderFr } from '../../features/embed/builder/messages.fr'
import { scheduleFr } from '../../features/schedule/messages.fr'
import type { AppWords } from './words'

/** French: the rest of the viewer's words (staff pages, venue screens), by catalog name. */
export default {
  connect: connectFr,
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
