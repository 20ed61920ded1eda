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

const listeners = new Set<() => void>()
const cache = new Map<string, { raw: string | null; teams: FollowedTeam[] }>()

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

function snapshot(key: string): FollowedTeam[] {
  const raw = storage()?.getItem(key) ?? null
  const cached = cache.get(key)
  if (cached && cached.raw === raw) return cached.teams
  const teams = readFollows(storage(), key)
  cache.set(key, { raw, teams })
  return teams
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab following or unfollowing.
  globalThis.addEventListener?.('storage', listener)
  return () => {
    listeners.delete(listener)
    globalThis.removeEventListener?.('storage', listener)
  }
}

export function writeFollows(key: string, teams: readonly FollowedTeam[]): void {
  try {
    if (teams.length === 0) storage()?.removeItem(key)
    else storage()?.setItem(key, JSON.stringify(teams.slice(0, MAX_FOLLOWED)))
  } catch {
    // Storage full or refused (private mode): following lasts until the page is left.
  }
  for (const listener of listeners) listener()
}

const NONE: FollowedTeam[] = []

/** The followed teams of this API and organization, and a way to follow or unfollow one. */
export function useFollows(organizationIdx: string | null | undefined) {
  const [session] = useSession()
  const origin = apiOriginOf(session.apiBaseUrl, globalThis.location?.origin ?? '')
  const key = origin && organizationIdx ? followsKey(origin, organizationIdx) : null
  const teams = useSyncExternalStore(subscribe, () => (key ? snapshot(key) : NONE))
  const toggle = useCallback(
    (team: FollowedTeam) => {
      if (!key) return
      const current = snapshot(key)
      const followed = current.some((each) => each.idx === team.idx)
      writeFollows(key, followed ? current.filter((each) => each.idx !== team.idx) : [...current, team])
    },
    [key],
  )
  return { teams, toggle, isFollowed: (teamIdx: string) => teams.some((each) => each.idx === teamIdx) }
}
