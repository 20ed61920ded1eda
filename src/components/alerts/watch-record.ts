import { ALERT_KINDS, type AlertKind, type Phase, type SeenPhases } from '../../domain/game-alerts'

/**
 * What the watching tab remembers between looks, in localStorage per API origin, so that a reload
 * or another tab taking over the watch starts from it (decision record 3410): the last look (each
 * followed team's game's phase), the alerts told, and the last few alerts with what a notice says,
 * which every open tab of the viewer shows (the `storage` event brings them to the others). Which
 * games a device's teams play is not secret; nothing here is sent anywhere.
 */

/** What a notice or a system notification says of an alert, in any tab, in its language. */
export interface StoredAlert {
  key: string
  kind: AlertKind
  /** When it was told, ms. */
  at: number
  team: { idx: string; name: string }
  tournamentIdx: string
  divisionIdx: string | null
  opponent: string | null
  court: { number: number | null; name: string | null } | null
  printedStart: number | null
  estimatedStart: number | null
  timeZone: string
  /** `finished`, `retired` or `walkover` for a result; `live`; `upcoming` for next. */
  state: string
  outcome: 'won' | 'lost' | null
  /** The sets from the team's side ("6-3 7-5"), without words; empty when none. */
  sets: string
}

export interface WatchRecord {
  /** When the look was taken, ms. */
  at: number
  seen: SeenPhases
  told: string[]
  /** The last alerts, oldest first. */
  recent: StoredAlert[]
}

/** A look older than this is not trusted as the last one: the viewer was closed in between. */
export const FRESH_LOOK_MS = 10 * 60_000
/** Alerts kept for the notices. */
const RECENT = 10

const PREFIX = 'courtside.alert-watch:'

export function watchRecordKey(apiOrigin: string): string {
  return `${PREFIX}${apiOrigin}`
}

const PHASES = new Set<string>(['waiting', 'soon', 'live', 'ended', 'off'])
const isString = (value: unknown): value is string => typeof value === 'string'
const isNumberOrNull = (value: unknown) => value === null || typeof value === 'number'
const isStringOrNull = (value: unknown) => value === null || typeof value === 'string'

function isStoredAlert(value: unknown): value is StoredAlert {
  if (typeof value !== 'object' || value === null) return false
  const alert = value as Record<string, unknown>
  const team = alert.team as Record<string, unknown> | null | undefined
  const court = alert.court as Record<string, unknown> | null | undefined
  return (
    isString(alert.key) &&
    (ALERT_KINDS as readonly unknown[]).includes(alert.kind) &&
    typeof alert.at === 'number' &&
    typeof team === 'object' &&
    team !== null &&
    isString(team.idx) &&
    isString(team.name) &&
    isString(alert.tournamentIdx) &&
    isStringOrNull(alert.divisionIdx) &&
    isStringOrNull(alert.opponent) &&
    (court === null ||
      (typeof court === 'object' && isNumberOrNull(court.number) && isStringOrNull(court.name))) &&
    isNumberOrNull(alert.printedStart) &&
    isNumberOrNull(alert.estimatedStart) &&
    isString(alert.timeZone) &&
    isString(alert.state) &&
    (alert.outcome === null || alert.outcome === 'won' || alert.outcome === 'lost') &&
    isString(alert.sets)
  )
}

/** The record as stored; what cannot be read is nothing (a first look), an unreadable alert is left out. */
export function parseWatchRecord(raw: string | null): WatchRecord | null {
  try {
    const parsed: unknown = JSON.parse(raw ?? 'null')
    if (typeof parsed !== 'object' || parsed === null) return null
    const record = parsed as Record<string, unknown>
    if (typeof record.at !== 'number' || typeof record.seen !== 'object' || record.seen === null) return null
    const seen: Record<string, Phase> = {}
    for (const [key, phase] of Object.entries(record.seen))
      if (isString(phase) && PHASES.has(phase)) seen[key] = phase as Phase
    return {
      at: record.at,
      seen,
      told: Array.isArray(record.told) ? record.told.filter(isString) : [],
      recent: Array.isArray(record.recent) ? record.recent.filter(isStoredAlert).slice(-RECENT) : [],
    }
  } catch {
    return null
  }
}

/** The record with this look and the alerts it told. */
export function nextWatchRecord(
  previous: WatchRecord | null,
  look: { at: number; seen: SeenPhases; told: string[] },
  told: readonly StoredAlert[],
): WatchRecord {
  return { ...look, recent: [...(previous?.recent ?? []), ...told].slice(-RECENT) }
}

/** The last look, if it is recent enough to compare this one with. */
export function lastLook(record: WatchRecord | null, now: number): SeenPhases | null {
  return record && now - record.at >= 0 && now - record.at < FRESH_LOOK_MS ? record.seen : null
}
