import { useSyncExternalStore } from 'react'
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

export function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
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

/** Tells this tab's listeners that something kept beside the follows changed. */
export function notifyFollows(): void {
  for (const listener of listeners) listener()
}

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
