import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { heightMessage, HEIGHT_REQUEST, PROTOCOL_VERSION } from './height-messages'

/**
 * `public/embed.js` as a club's page runs it, loaded from the viewer's origin. The end-to-end test
 * runs it in Chromium across real origins; here every rule of its message filter is checked.
 */
const VIEWER = 'https://viewer.example'
const script = readFileSync(join(process.cwd(), 'public/embed.js'), 'utf8')

function addFrame(src: string, embed = true): HTMLIFrameElement {
  const frame = document.createElement('iframe')
  frame.src = src
  if (embed) frame.dataset.courtsideEmbed = ''
  frame.style.height = '300px'
  document.body.append(frame)
  return frame
}

function runHostScript(src = `${VIEWER}/embed.js`) {
  Object.defineProperty(document, 'currentScript', { configurable: true, value: { src } })
  new Function(script)()
  Object.defineProperty(document, 'currentScript', { configurable: true, value: null })
}

function post(data: unknown, origin: string, source: Window | null) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }))
}

let listeners: EventListenerOrEventListenerObject[] = []
beforeEach(() => {
  listeners = []
  const add = window.addEventListener.bind(window)
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (type === 'message' && listener) listeners.push(listener)
    add(type, listener, options)
  })
})
afterEach(() => {
  for (const listener of listeners) window.removeEventListener('message', listener)
  document.body.replaceChildren()
})

describe('embed.js on the host page', () => {
  it('sizes the iframe whose window sent the height', () => {
    const first = addFrame(`${VIEWER}/embed/tournaments/t/rounds/r`)
    const second = addFrame(`${VIEWER}/embed/tournaments/t`)
    runHostScript()
    post(heightMessage(812), VIEWER, second.contentWindow)
    expect(second.style.height).toBe('812px')
    expect(first.style.height).toBe('300px')
  })

  it('ignores a message from another origin, even one naming the iframe’s window', () => {
    const frame = addFrame(`${VIEWER}/embed/x`)
    runHostScript()
    post(heightMessage(900), 'https://evil.example', frame.contentWindow)
    post(heightMessage(900), 'null', frame.contentWindow)
    expect(frame.style.height).toBe('300px')
  })

  it('ignores a message from the viewer’s origin that no embed of this page sent', () => {
    const frame = addFrame(`${VIEWER}/embed/x`)
    const other = addFrame(`${VIEWER}/embed/y`, false)
    runHostScript()
    post(heightMessage(900), VIEWER, other.contentWindow)
    post(heightMessage(900), VIEWER, window)
    expect(frame.style.height).toBe('300px')
  })

  it('leaves iframes of other sites alone, even marked as embeds', () => {
    const foreign = addFrame('https://other.example/embed/x')
    runHostScript()
    post(heightMessage(900), VIEWER, foreign.contentWindow)
    expect(foreign.style.height).toBe('300px')
  })

  it('accepts only the documented message with a sane height', () => {
    const frame = addFrame(`${VIEWER}/embed/x`)
    runHostScript()
    for (const data of [
      { type: 'courtside:embed-height', version: 2, height: 500 },
      { type: 'other', version: 1, height: 500 },
      { ...heightMessage(0), height: 10.5 },
      { ...heightMessage(0), height: -1 },
      { ...heightMessage(0), height: 1e9 },
      { ...heightMessage(0), height: '500px' },
      '{"type":"courtside:embed-height","version":1,"height":500}',
      null,
    ]) {
      post(data, VIEWER, frame.contentWindow)
    }
    expect(frame.style.height).toBe('300px')
  })

  it('asks embeds that rendered before it ran for their height, only on the viewer’s origin', () => {
    const frame = addFrame(`${VIEWER}/embed/x`)
    const postMessage = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined)
    runHostScript()
    expect(postMessage).toHaveBeenCalledWith({ type: HEIGHT_REQUEST, version: PROTOCOL_VERSION }, VIEWER)
    frame.dispatchEvent(new Event('load'))
    expect(postMessage).toHaveBeenCalledTimes(2)
  })
})
