/*
 * An embed page's default views, in its own look: what it shows while it loads and when it
 * fails. The router's defaults (src/routes/-plumbing/page-views.tsx) show them for every route
 * below the embed layout, which loads them; no embed route names them.
 */
export { EmbedPending } from './EmbedPending'
export { EmbedRouteError } from './EmbedMessage'
