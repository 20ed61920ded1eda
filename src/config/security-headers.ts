/**
 * The Content-Security-Policy the built app ships (a <meta> tag added to dist/index.html) and the
 * headers static hosts should send (README "Security"); `vite preview` sends them too.
 *
 * - Scripts, styles, fonts: this site only; no inline script, no eval.
 * - connect-src: the API address is runtime configuration (config.json), so the policy cannot name
 *   it at build time: any https origin, plus local http for the demo API. A deployment that knows
 *   its API origin should send a header naming it instead of `https:`.
 * - img-src: organizers' logos, avatars and banners live on any https host.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' https: data:",
  "font-src 'self' data:",
  "connect-src 'self' https: http://127.0.0.1:* http://localhost:*",
  "frame-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
}
