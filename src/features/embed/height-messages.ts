/**
 * The messages between an embed and the page that frames it (README "Embeds"; `public/embed.js`
 * reads them, and repeats these checks in plain JavaScript).
 *
 * - embed → host, whenever the embed's content changes height, and in answer to a request:
 *   `{ type: 'courtside:embed-height', version: 1, height: <CSS pixels, integer> }`
 * - host → embed, to ask for the current height (a host script that loads after the embed):
 *   `{ type: 'courtside:embed-height-request', version: 1 }`
 *
 * The embed posts with target origin `'*'`: it cannot know the host's origin (the referrer is
 * withheld by `Referrer-Policy: no-referrer`), and the height is not secret: a whole number the
 * host page could read off the frame anyway. Nothing else is ever posted. Which sites may frame
 * the embed at all is `frame-ancestors`'s job. The host, in turn, must check that a message comes
 * from the viewer's origin and from that very iframe's window.
 */
export const HEIGHT_MESSAGE = 'courtside:embed-height'
export const HEIGHT_REQUEST = 'courtside:embed-height-request'
export const PROTOCOL_VERSION = 1

/** Tallest height a host accepts: a bound against a runaway or hostile value. */
export const MAX_EMBED_HEIGHT = 50_000

export interface HeightMessage {
  type: typeof HEIGHT_MESSAGE
  version: typeof PROTOCOL_VERSION
  height: number
}

export function heightMessage(height: number): HeightMessage {
  return { type: HEIGHT_MESSAGE, version: PROTOCOL_VERSION, height: Math.ceil(height) }
}

export function isHeightMessage(data: unknown): data is HeightMessage {
  if (typeof data !== 'object' || data === null) return false
  const message = data as Partial<HeightMessage>
  return (
    message.type === HEIGHT_MESSAGE &&
    message.version === PROTOCOL_VERSION &&
    typeof message.height === 'number' &&
    Number.isInteger(message.height) &&
    message.height >= 0 &&
    message.height <= MAX_EMBED_HEIGHT
  )
}

export function isHeightRequest(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false
  const message = data as { type?: unknown; version?: unknown }
  return message.type === HEIGHT_REQUEST && message.version === PROTOCOL_VERSION
}
