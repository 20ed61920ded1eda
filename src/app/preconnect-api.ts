/**
 * Opens the connection to the configured API while the page's code downloads, so that its first
 * request does not wait for one more round trip (two on https): on a phone's mobile data that is
 * hundreds of milliseconds before anything shows. Only the configured origin, and nothing is sent
 * over the connection until a request needs it. `crossorigin="anonymous"`: the client's requests
 * carry no credentials (`credentials: 'omit'`), and the browser keeps such connections apart.
 */
export function preconnectApi(apiBaseUrl: string, document: Document): void {
  if (!apiBaseUrl) return
  const origin = new URL(apiBaseUrl, document.baseURI).origin
  if (origin === document.location.origin) return
  const link = document.createElement('link')
  link.rel = 'preconnect'
  link.href = origin
  link.crossOrigin = 'anonymous'
  document.head.append(link)
}
