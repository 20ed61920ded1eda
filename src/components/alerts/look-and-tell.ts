import type { QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '../../api/client'
import { ALERT_KINDS, decideAlerts, type GameAlert } from '../../domain/game-alerts'
import { scoreText } from '../../domain/score'
import type { AlertSettings, FollowedTeam } from '../team/follows'
import { lookAtFollows, type AlertEntry } from './look-at-follows'
import type { RecordStore } from './record-store'
import { lastLook, nextWatchRecord, type StoredAlert } from './watch-record'

export interface LookAndTellContext {
  api: ApiClient
  queryClient: QueryClient
  /** The teams followed with this API, by organization (`followsOfOrigin`). */
  follows: () => readonly { organizationIdx: string; teams: readonly FollowedTeam[] }[]
  settings: (organizationIdx: string) => AlertSettings
  record: RecordStore
  /** The alerts this look told: the watching tab's system notifications. */
  tell: (alerts: readonly StoredAlert[]) => void
  now?: () => number
}

const ALL_KINDS = new Set(ALERT_KINDS)
/** Sets only: a notice says "w/o" or "ret." in its own reader's words. */
const NO_WORDS = { retired: '', walkover: '', cancelled: '', bye: '' }

/**
 * One look and what it tells: compared with the last look kept in the record (a reload's or the
 * tab that watched before), the alerts decided, those the person wants kept with the look and
 * told. Returns how many rounds it watches.
 */
export async function lookAndTell(context: LookAndTellContext): Promise<number> {
  const now = context.now ?? Date.now
  const look = await lookAtFollows(context.follows(), { ...context, now: now() })
  const at = now()
  // Read after the answers came: another tab may have looked meanwhile (without Web Locks).
  const record = context.record.read()
  // Every kind is decided, so that a change seen while a kind was off is not told when it is on.
  const decision = decideAlerts(lastLook(record, at), look.games, new Set(record?.told), {
    now: at,
    kinds: ALL_KINDS,
  })
  const told = decision.alerts
    .filter((alert) => context.settings(alert.game.entry.organizationIdx)[alert.kind])
    .map((alert) => storedAlert(alert, at))
  context.record.write(nextWatchRecord(record, { at, seen: decision.seen, told: decision.told }, told))
  if (told.length > 0) context.tell(told)
  return look.rounds
}

function storedAlert({ kind, key, game }: GameAlert<AlertEntry>, at: number): StoredAlert {
  const { team, timeZone, game: played } = game.entry
  return {
    key,
    kind,
    at,
    team: { idx: team.idx, name: team.name },
    tournamentIdx: team.tournamentIdx,
    divisionIdx: team.divisionIdx,
    opponent: played.opponent?.name ?? null,
    court: played.court && { number: played.court.number, name: played.court.name },
    printedStart: played.printedStart,
    estimatedStart: game.estimatedStart,
    timeZone,
    state: played.state,
    outcome: played.outcome,
    sets: scoreText(played.game, NO_WORDS, played.side).trim(),
  }
}
