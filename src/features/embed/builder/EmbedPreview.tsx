import { useEffect, useRef, useState } from 'react'
import { useMessages } from '../../../i18n/locale'
import { isHeightMessage } from '../height-messages'
import { builderMessages } from './messages'
import { EMBED_SANDBOX_ATTRIBUTE } from './sandbox'

/** Options change by the keystroke; the preview reloads (and reads the API) once they settle. */
const SETTLE_MS = 700
const WIDTHS = { phone: '360px', wide: '100%' } as const

/**
 * The real embed in an iframe of this viewer, sandboxed as on a club's page, sized by the same
 * height messages embed.js reads (same checks: this origin, this iframe's window). Reports the
 * height so the code below can start the iframe at it.
 */
export function EmbedPreview({
  src,
  title,
  onHeight,
}: {
  src: string
  title: string
  onHeight: (height: number) => void
}) {
  const m = useMessages(builderMessages)
  const frame = useRef<HTMLIFrameElement>(null)
  const [shown, setShown] = useState(src)
  const [height, setHeight] = useState(320)
  const [width, setWidth] = useState<keyof typeof WIDTHS>('wide')

  useEffect(() => {
    const timer = setTimeout(() => setShown(src), SETTLE_MS)
    return () => clearTimeout(timer)
  }, [src])

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return
      if (!isHeightMessage(event.data)) return
      setHeight(event.data.height)
      onHeight(event.data.height)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [onHeight])

  return (
    <div>
      <fieldset className="mb-3">
        <legend className="sr-only">{m.previewWidth}</legend>
        <div
          className="inline-flex rounded-lg border border-line bg-surface-raised p-0.5"
          role="presentation"
        >
          {(Object.keys(WIDTHS) as (keyof typeof WIDTHS)[]).map((each) => (
            <label
              key={each}
              className="cursor-pointer rounded-md px-3 py-1 text-sm font-medium has-checked:bg-accent has-checked:text-accent-ink has-focus-visible:ring-2 has-focus-visible:ring-accent"
            >
              <input
                type="radio"
                name="preview-width"
                className="sr-only"
                checked={width === each}
                onChange={() => setWidth(each)}
              />
              {m.widths[each]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="rounded-card border border-dashed border-line bg-[repeating-linear-gradient(45deg,transparent,transparent_8px,var(--cs-surface-sunken)_8px,var(--cs-surface-sunken)_9px)] p-3">
        <iframe
          ref={frame}
          key={shown}
          src={shown}
          title={`${m.previewLabel}: ${title}`}
          sandbox={EMBED_SANDBOX_ATTRIBUTE}
          referrerPolicy="no-referrer"
          style={{ height: `${height}px`, width: WIDTHS[width] }}
          className="mx-auto block max-w-full border-0 bg-transparent"
        />
      </div>
      <p className="mt-2 text-sm text-ink-muted">{m.previewNote}</p>
    </div>
  )
}
