/*
 * Courtside embeds: sizes each Courtside <iframe data-courtside-embed> of this page to its content.
 * Load it from the viewer that serves the embeds: <script src="https://VIEWER/embed.js" async></script>
 *
 * The embed posts {type: 'courtside:embed-height', version: 1, height} to this page whenever its
 * content changes height. A message is used only when it comes from the viewer's origin (the
 * origin this script was loaded from) and from the window of one of those iframes; that iframe,
 * and no other, gets the height. Without this script an embed keeps the height its iframe was
 * given and scrolls inside it. Plain JavaScript, no dependencies, nothing sent anywhere.
 */
;(() => {
  'use strict'
  const script = document.currentScript
  if (!script || !script.src) return
  const viewerOrigin = new URL(script.src, document.baseURI).origin

  const HEIGHT = 'courtside:embed-height'
  const HEIGHT_REQUEST = 'courtside:embed-height-request'
  const VERSION = 1
  const MAX_HEIGHT = 50000

  const originOf = (url) => {
    try {
      return new URL(url, document.baseURI).origin
    } catch {
      return null
    }
  }

  const embeds = () =>
    Array.from(document.querySelectorAll('iframe[data-courtside-embed]')).filter(
      (frame) => originOf(frame.src) === viewerOrigin,
    )

  window.addEventListener('message', (event) => {
    if (event.origin !== viewerOrigin) return
    const data = event.data
    if (!data || data.type !== HEIGHT || data.version !== VERSION) return
    const height = data.height
    if (!Number.isInteger(height) || height < 0 || height > MAX_HEIGHT) return
    const frame = embeds().find((each) => each.contentWindow === event.source)
    if (frame) frame.style.height = `${height}px`
  })

  // An embed that showed before this script ran has already told its height: ask again, now and
  // whenever an embed (re)loads.
  const ask = (frame) =>
    frame.contentWindow?.postMessage({ type: HEIGHT_REQUEST, version: VERSION }, viewerOrigin)
  for (const frame of embeds()) {
    ask(frame)
    frame.addEventListener('load', () => ask(frame))
  }
})()
