import type { AlertMessages } from '../../components/alerts/messages'
import type { ConfigUnreadableMessages } from '../config-unreadable/messages'
import type { ErrorMessages } from '../../components/page/error-messages'
import type { StaffChromeMessages } from '../../components/staff-frame/messages'
import type { NotFoundMessages } from '../../components/staff-frame/not-found-messages'
import type { BracketMessages } from '../../components/bracket/messages'
import type { HandOverMessages } from '../../features/connect/hand-over-messages'
import type { ConnectMessages } from '../../features/connect/messages'
import type { DeviceConnectionMessages } from '../../features/connect/device-connection-messages'
import type { DivisionMessages } from '../../features/tournament/division/messages'
import type { BuilderMessages } from '../../features/embed/builder/messages'
import type { EmbedMessages } from '../../features/embed/messages'
import type { FormsMessages } from '../../components/forms/messages'
import type { EnumWords, LayoutMessages } from '../../components/page/messages'
import type { LeftOutMessages } from '../../components/page/left-out-messages'
import type { EstimateMessages } from '../../components/games/estimate-messages'
import type { RoundMessages } from '../../components/games/messages'
import type { ScheduleMessages } from '../../features/schedule/messages'
import type { ScreenMessages } from '../../features/screen/messages'
import type { SetupMessages } from '../../features/screen/setup/messages'
import type { PodiumMessages } from '../../components/podium/messages'
import type { StandingsMessages } from '../../components/standings/messages'
import type { TeamMessages } from '../../components/team/messages'
import type { TeamsMessages } from '../../components/team-card/messages'
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
  estimate: EstimateMessages
  handOver: HandOverMessages
  leftOut: LeftOutMessages
  podium: PodiumMessages
  standings: StandingsMessages
}

/** A team's page and embed, in `<lang>-team.ts`: kept out of the other embeds' first load. */
export interface TeamWords {
  team: TeamMessages
}

/** The alerts about followed teams, in `<lang>-alerts.ts`: loaded with the alerts, for followers only. */
export interface AlertWords {
  alerts: AlertMessages
}

/**
 * Every staff page's and venue screen's words, in `<lang>-staff.ts`: with `ToolWords`, the rest of
 * the viewer's words (the `app` part), but not the tools', which only their pages show.
 */
export interface StaffWords {
  configUnreadable: ConfigUnreadableMessages
  connect: ConnectMessages
  deviceConnection: DeviceConnectionMessages
  division: DivisionMessages
  enumWords: EnumWords
  errors: ErrorMessages
  forms: FormsMessages
  notFound: NotFoundMessages
  pageShell: LayoutMessages
  round: RoundMessages
  schedule: ScheduleMessages
  staffChrome: StaffChromeMessages
  teams: TeamsMessages
  tournament: TournamentMessages
  tournamentList: TournamentsMessages
}

/** The tools' words (the embed builder, the screen setup, the venue screen), in `<lang>-app.ts`. */
export interface ToolWords {
  embedBuilder: BuilderMessages
  screen: ScreenMessages
  screenSetup: SetupMessages
}
