import { useCallback, useSyncExternalStore } from 'react'
import { apiOriginOf } from '../../auth/api-address'
import { useSession } from '../../auth/use-session'

/**
 * The teams a person follows on this device, without an account: kept in localStorage per API
 * origin and organization (the same team ids mean nothing elsewhere), never beside the token,
 * which has its own entry (src/auth/session.ts). Which teams someone follows is not secret.
 */
export interface FollowedTeam {
  idx: string
  name: string
  tournamentIdx: string
  divisionIdx: string | null
}

/** More than a person follows; keeps a corrupted or hostile entry from growing without end. */
export const MAX_FOLLOWED = 50

const PREFIX = 'courtside.follows:'

export function followsKey(apiOrigin: string, organizationIdx: string): string {
  return `${PREFIX}${apiOrigin}|${organizationIdx}`
}

function isFollowedTeam(value: unknown): value is FollowedTeam {
  if (typeof value !== 'object' || value === null) return false
  const team = value as Record<string, unknown>
  return (
    typeof team.idx === 'string' &&
    typeof team.name === 'string' &&
    typeof team.tournamentIdx === 'string' &&
    (team.divisionIdx === null || typeof team.divisionIdx === 'string')
  )
}

/** What is stored under the key; anything unreadable counts as nothing followed. */
export function readFollows(storage: Storage | null, key: string): FollowedTeam[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isFollowedTeam).slice(0, MAX_FOLLOWED) : []
  } catch {
    return []
  }
}

/**
 * Which alerts a person wants about the teams they follow (issue 34 §3), kept beside the follows
 * under the same API origin and organization. All three unless they said otherwise.
 */
export interface AlertSettings {
  next: boolean
  live: boolean
  result: boolean
}

export const DEFAULT_ALERT_SETTINGS: AlertSettings = { next: true, live: true, result: true }

const SETTINGS_PREFIX = 'courtside.alert-settings:'

export function alertSettingsKey(apiOrigin: string, organizationIdx: string): string {
  return `${SETTINGS_PREFIX}${apiOrigin}|${organizationIdx}`
}

/** The stored settings; a missing or unreadable one is the default, a missing kind is on. */
export function readAlertSettings(storage: Storage | null, key: string): AlertSettings {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '{}')
    const stored = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}
    const on = (kind: keyof AlertSettings) =>
      typeof stored[kind] === 'boolean' ? stored[kind] : DEFAULT_ALERT_SETTINGS[kind]
    return { next: on('next'), live: on('live'), result: on('result') }
  } catch {
    return DEFAULT_ALERT_SETTINGS
  }
}

/** Every organization of this API origin that someone follows teams of on this device, with them. */
export function followsOfOrigin(
  storage: Storage | null,
  apiOrigin: string,
): { organizationIdx: string; teams: FollowedTeam[] }[] {
  const found: { organizationIdx: string; teams: FollowedTeam[] }[] = []
  const prefix = `${PREFIX}${apiOrigin}|`
  try {
    for (let i = 0; i < (storage?.length ?? 0); i++) {
      const key = storage?.key(i)
      if (!key?.startsWith(prefix)) continue
      const teams = readFollows(storage, key)
      if (teams.length > 0) found.push({ organizationIdx: key.slice(prefix.length), teams })
    }
  } catch {
    // Storage refused: nothing followed.
  }
  return found
}

const listeners = new Set<() => void>()
const cache = new Map<string, { raw: string | null; value: unknown }>()

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/** What is stored under `key`, read again only when its text changed (a stable snapshot for React). */
function snapshot<T>(key: string, read: (storage: Storage | null, key: string) => T): T {
  const raw = storage()?.getItem(key) ?? null
  const cached = cache.get(key)
  if (cached && cached.raw === raw) return cached.value as T
  const value = read(storage(), key)
  cache.set(key, { raw, value })
  return value
}

/** Calls `listener` when this tab or another follows, unfollows or changes alert settings. */
export function subscribeFollows(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab following or unfollowing.
  globalThis.addEventListener?.('storage', listener)
  return () => {
    listeners.delete(listener)
    globalThis.removeEventListener?.('storage', listener)
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key)
    else storage()?.setItem(key, value)
  } catch {
    // Storage full or refused (private mode): it lasts until the page is left.
  }
  for (const listener of listeners) listener()
}

export function writeFollows(key: string, teams: readonly FollowedTeam[]): void {
  write(key, teams.length === 0 ? null : JSON.stringify(teams.slice(0, MAX_FOLLOWED)))
}

const NONE: FollowedTeam[] = []

/** The API origin this tab reads from, as follows and alert settings are kept under. */
export function useApiOrigin(): string | null {
  const [session] = useSession()
  return apiOriginOf(session.apiBaseUrl, globalThis.location?.origin ?? '')
}

/** Whether this device follows any team with this tab's API (of any organization). */
export function useFollowsAnyTeam(): boolean {
  const origin = useApiOrigin()
  return useSyncExternalStore(
    subscribeFollows,
    () => origin !== null && followsOfOrigin(storage(), origin).length > 0,
  )
}

/** The followed teams of this API and organization, and a way to follow or unfollow one. */
export function useFollows(organizationIdx: string | null | undefined) {
  const origin = useApiOrigin()
  const key = origin && organizationIdx ? followsKey(origin, organizationIdx) : null
  const teams = useSyncExternalStore(subscribeFollows, () => (key ? snapshot(key, readFollows) : NONE))
  const toggle = useCallback(
    (team: FollowedTeam) => {
      if (!key) return
      const current = snapshot(key, readFollows)
      const followed = current.some((each) => each.idx === team.idx)
      writeFollows(key, followed ? current.filter((each) => each.idx !== team.idx) : [...current, team])
    },
    [key],
  )
  return { teams, toggle, isFollowed: (teamIdx: string) => teams.some((each) => each.idx === teamIdx) }
}

/**
 * The alerts wanted about the followed teams of these organizations (those followed with this API:
 * a token reads one, so there is nearly always one) and a way to change one: read from the first,
 * changed for all, so the one set of switches a person sees is the one that applies.
 */
export function useAlertSettings(organizationIdxs: readonly string[]) {
  const origin = useApiOrigin()
  const keys = origin
    ? organizationIdxs.map((organizationIdx) => alertSettingsKey(origin, organizationIdx))
    : []
  const first = keys[0]
  const settings = useSyncExternalStore(subscribeFollows, () =>
    first ? snapshot(first, readAlertSettings) : DEFAULT_ALERT_SETTINGS,
  )
  const change = (kind: keyof AlertSettings, on: boolean) => {
    for (const key of keys) write(key, JSON.stringify({ ...snapshot(key, readAlertSettings), [kind]: on }))
  }
  return { settings, change }
}
