import { handOverFragment } from '../../../auth/token-fragment'
import type { EmbedOptions } from '../embed-options'
import { embedQuery } from '../embed-options'
import { EMBED_SANDBOX_ATTRIBUTE } from './sandbox'

/** What an embed shows, as the ids its address carries. */
export type EmbedTarget =
  | { kind: 'tournament'; tournamentIdx: string }
  | { kind: 'division'; tournamentIdx: string; divisionIdx: string }
  | { kind: 'round'; tournamentIdx: string; roundIdx: string }
  | { kind: 'pool'; tournamentIdx: string; roundIdx: string; poolIdx: string }
  | { kind: 'draw'; tournamentIdx: string; roundIdx: string; drawIdx: string }
  | { kind: 'team'; tournamentIdx: string; divisionIdx: string; teamIdx: string }

export function embedPath(target: EmbedTarget): string {
  const tournament = `/embed/tournaments/${target.tournamentIdx}`
  switch (target.kind) {
    case 'tournament':
      return tournament
    case 'division':
      return `${tournament}/divisions/${target.divisionIdx}`
    case 'round':
      return `${tournament}/rounds/${target.roundIdx}`
    case 'pool':
      return `${tournament}/rounds/${target.roundIdx}/pools/${target.poolIdx}`
    case 'draw':
      return `${tournament}/rounds/${target.roundIdx}/draws/${target.drawIdx}`
    case 'team':
      return `${tournament}/teams/${target.teamIdx}`
  }
}

/**
 * The embed's address on a viewer: its options in the query, and a token, when one is published,
 * in the fragment only (a fragment never reaches a server; the page takes it out of the address),
 * with the API it is for when that is not the viewer's own (`api=`, as a screen link has it).
 */
export function embedUrl(
  viewerOrigin: string,
  target: EmbedTarget,
  options: EmbedOptions,
  access?: { token: string; apiBaseUrl?: string },
): string {
  const url = new URL(embedPath(target), viewerOrigin)
  url.search = embedQuery(options).toString()
  // A team embed reads only its division's teams.
  if (target.kind === 'team') url.searchParams.set('division', target.divisionIdx)
  if (access?.token) url.hash = handOverFragment({ ...access, remember: false })
  return url.href
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

export interface IframeSnippet {
  src: string
  /** The frame's accessible name on the club's page. */
  title: string
  /** Its height before embed.js sizes it, and without embed.js: the embed scrolls inside. */
  height: number
}

/** The `<iframe>` a club pastes into its page. */
export function iframeSnippet({ src, title, height }: IframeSnippet): string {
  return [
    '<iframe',
    `  src="${attribute(src)}"`,
    `  title="${attribute(title)}"`,
    `  width="100%" height="${Math.round(height)}" style="border:0" loading="lazy"`,
    `  sandbox="${EMBED_SANDBOX_ATTRIBUTE}"`,
    '  referrerpolicy="no-referrer" data-courtside-embed></iframe>',
  ].join('\n')
}

/** The script that sizes the page's embeds to their content, served by the same viewer. */
export function scriptSnippet(viewerOrigin: string): string {
  return `<script src="${attribute(new URL('/embed.js', viewerOrigin).href)}" async></script>`
}
