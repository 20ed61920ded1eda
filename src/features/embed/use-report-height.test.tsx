import { act, render } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HEIGHT_REQUEST, isHeightMessage, PROTOCOL_VERSION } from './height-messages'
import { useReportHeight } from './use-report-height'

/** jsdom lays nothing out: the content's height and its ResizeObserver are played by the test. */
let height = 0
let resized: (() => void) | null = null
class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback
  }
  observe() {}
  disconnect() {
    resized = null
  }
}

function Content({ parent }: { parent: Window }) {
  const ref = useRef<HTMLDivElement>(null)
  useReportHeight(ref, parent)
  return <div ref={ref}>results</div>
}

function renderInFrame() {
  const parent = { postMessage: vi.fn() }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver)
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect)
  const view = render(<Content parent={parent as unknown as Window} />)
  return { parent, view, posted: () => parent.postMessage.mock.calls.map(([message]) => message) }
}

afterEach(() => {
  vi.unstubAllGlobals()
  height = 0
})

describe('useReportHeight', () => {
  it('posts the content’s height to the framing page at once and on every change, rounded up', () => {
    height = 640.2
    const { parent, posted } = renderInFrame()
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'courtside:embed-height', version: PROTOCOL_VERSION, height: 641 },
      '*',
    )
    height = 900
    act(() => resized?.())
    act(() => resized?.())
    expect(posted().map((message) => (message as { height: number }).height)).toEqual([641, 900])
    expect(posted().every(isHeightMessage)).toBe(true)
  })

  it('answers the page’s request for the height, and nobody else’s', () => {
    height = 500
    const { parent, posted } = renderInFrame()
    const request = { type: HEIGHT_REQUEST, version: PROTOCOL_VERSION }
    act(() =>
      window.dispatchEvent(
        new MessageEvent('message', { data: request, source: parent as unknown as Window }),
      ),
    )
    act(() => window.dispatchEvent(new MessageEvent('message', { data: request, source: window })))
    expect(posted()).toHaveLength(2)
  })

  it('stops when the embed goes away', () => {
    const { view } = renderInFrame()
    view.unmount()
    expect(resized).toBeNull()
  })
})
