import { safeHttpUrl } from '../../domain/safe-url'
import type { FullViewLink } from './embed-options'

/** What an embed page shows, for the full view of the same thing. */
export type EmbedSubject =
  | { kind: 'tournament'; tournamentIdx: string }
  | { kind: 'division'; tournamentIdx: string; divisionIdx: string }
  | { kind: 'round'; tournamentIdx: string; roundIdx: string }

/** The staff app's page of the same subject (readable by anyone behind the public-display proxy). */
export function viewerPath(subject: EmbedSubject): string {
  const tournament = `/tournaments/${encodeURIComponent(subject.tournamentIdx)}`
  switch (subject.kind) {
    case 'tournament':
      return tournament
    case 'division':
      return `${tournament}/divisions/${encodeURIComponent(subject.divisionIdx)}`
    case 'round':
      return `/rounds/${encodeURIComponent(subject.roundIdx)}?tournament=${encodeURIComponent(subject.tournamentIdx)}`
  }
}

/**
 * Where "Open full results" leads, or null for no link: the organizer's public page (only an
 * http(s) URL: `publicUrl` is organizer data), or this viewer's page of the same subject.
 */
export function fullViewUrl(
  link: FullViewLink,
  subject: EmbedSubject,
  publicUrl: string | null | undefined,
  viewerOrigin: string,
): string | null {
  if (link === 'public') return safeHttpUrl(publicUrl)
  if (link === 'viewer') return new URL(viewerPath(subject), viewerOrigin).href
  return null
}
