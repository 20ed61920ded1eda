import type { ErrorMessages } from '../../app/error-messages'
import type { StaffChromeMessages } from '../../app/messages'
import type { NotFoundMessages } from '../../app/not-found-messages'
import type { BracketMessages } from '../../features/bracket/messages'
import type { HandOverMessages } from '../../features/connect/hand-over-messages'
import type { ConnectMessages } from '../../features/connect/messages'
import type { DivisionMessages } from '../../features/division/messages'
import type { BuilderMessages } from '../../features/embed/builder/messages'
import type { EmbedMessages } from '../../features/embed/messages'
import type { FormsMessages } from '../../features/forms/messages'
import type { EnumWords, LayoutMessages } from '../../features/page-shell/messages'
import type { RoundMessages } from '../../features/round/messages'
import type { ScheduleMessages } from '../../features/schedule/messages'
import type { ScreenMessages } from '../../features/screen/messages'
import type { SetupMessages } from '../../features/screen/setup/messages'
import type { StandingsMessages } from '../../features/standings/messages'
import type { TeamMessages } from '../../features/team/messages'
import type { TeamsMessages } from '../../features/teams/messages'
import type { TournamentsMessages } from '../../features/tournament-list/messages'
import type { TournamentMessages } from '../../features/tournament/messages'

/**
 * The words a language must give, by catalog name and typed by its English catalog, so that a
 * language missing a catalog or a word fails the type check (types only: no catalog is bundled).
 *
 * `EmbedWords`: what every embed shows, in `<lang>.ts` (an embed loads this part, and a team embed
 * `TeamWords` too).
 */
export interface EmbedWords {
  bracket: BracketMessages
  embed: EmbedMessages
  handOver: HandOverMessages
  standings: StandingsMessages
}

/** A team's page and embed, in `<lang>-team.ts`: kept out of the other embeds' first load. */
export interface TeamWords {
  team: TeamMessages
}

/** The rest of the viewer's words (staff pages, venue screens), in `<lang>-app.ts`. */
export interface AppWords {
  connect: ConnectMessages
  division: DivisionMessages
  embedBuilder: BuilderMessages
  enumWords: EnumWords
  errors: ErrorMessages
  forms: FormsMessages
  notFound: NotFoundMessages
  pageShell: LayoutMessages
  round: RoundMessages
  schedule: ScheduleMessages
  screen: ScreenMessages
  screenSetup: SetupMessages
  staffChrome: StaffChromeMessages
  teams: TeamsMessages
  tournament: TournamentMessages
  tournamentList: TournamentsMessages
}
