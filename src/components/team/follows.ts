import { useCallback, useSyncExternalStore } from 'react'
import {
  followsKey,
  MAX_FOLLOWED,
  notifyFollows,
  readFollows,
  storage,
  subscribeFollows,
  useApiOrigin,
  type FollowedTeam,
} from './follows-keys'

/*
 * Following teams and the alerts wanted about them. What the staff pages' frame needs on every
 * page (the storage's shape, whether anything is followed) is in `follows-keys.ts`, a small module
 * of the staff frame's chunk; the rest loads with the pages that follow teams.
 */
export {
  followsKey,
  followsOfOrigin,
  MAX_FOLLOWED,
  readFollows,
  subscribeFollows,
  useApiOrigin,
  useFollowsAnyTeam,
  type FollowedTeam,
} from './follows-keys'

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

const cache = new Map<string, { raw: string | null; value: unknown }>()

/** What is stored under `key`, read again only when its text changed (a stable snapshot for React). */
function snapshot<T>(key: string, read: (storage: Storage | null, key: string) => T): T {
  const raw = storage()?.getItem(key) ?? null
  const cached = cache.get(key)
  if (cached && cached.raw === raw) return cached.value as T
  const value = read(storage(), key)
  cache.set(key, { raw, value })
  return value
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key)
    else storage()?.setItem(key, value)
  } catch {
    // Storage full or refused (private mode): it lasts until the page is left.
  }
  notifyFollows()
}

export function writeFollows(key: string, teams: readonly FollowedTeam[]): void {
  write(key, teams.length === 0 ? null : JSON.stringify(teams.slice(0, MAX_FOLLOWED)))
}

const NONE: FollowedTeam[] = []

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
