/**
 * What the embed needs of its iframe's sandbox: scripts; its own origin (to load its modules and
 * config.json, and for embed.js to recognise its messages); popups for "Open full results", and
 * letting that new tab out of the sandbox so the page opened there works as any other.
 */
export const EMBED_SANDBOX_ATTRIBUTE =
  'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox'
