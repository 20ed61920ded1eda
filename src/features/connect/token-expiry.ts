/** How close a token's `expiresAt` is; within 14 days the connect page warns. */
export type TokenExpiry =
  | { state: 'never' }
  | { state: 'unknown' }
  | { state: 'expired' }
  | { state: 'soon'; daysLeft: number }
  | { state: 'later' }

export const EXPIRY_WARNING_DAYS = 14
const DAY_MS = 24 * 60 * 60 * 1000

export function tokenExpiry(expiresAt: string | null, now: number): TokenExpiry {
  if (expiresAt === null) return { state: 'never' }
  const at = Date.parse(expiresAt)
  if (Number.isNaN(at)) return { state: 'unknown' }
  const left = at - now
  if (left <= 0) return { state: 'expired' }
  if (left <= EXPIRY_WARNING_DAYS * DAY_MS) return { state: 'soon', daysLeft: Math.ceil(left / DAY_MS) }
  return { state: 'later' }
}
