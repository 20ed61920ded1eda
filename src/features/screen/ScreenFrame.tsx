import type { CSSProperties, ReactNode } from 'react'
import type { ScreenTheme } from './screen-config'
import './screen.css'

export interface ScreenFrameProps {
  theme: ScreenTheme
  /** Multiplies the text size the frame's own size gives. */
  textScale: number
  /** 'full': the whole browser window (the TV); 'preview': a 16:9 box inside a page. */
  fill: 'full' | 'preview'
  children: ReactNode
  label?: string
}

/**
 * The venue screen's chrome-less, themed surface. Text is sized by the frame (container query
 * units; the viewport where those are missing), so the same screen reads the same from across a
 * room at 1280x720, 1920x1080 and 3840x2160, and the preview is a true miniature.
 */
export function ScreenFrame({ theme, textScale, fill, children, label }: ScreenFrameProps) {
  return (
    <div
      className={`screen-box screen-box-${fill}`}
      role={fill === 'preview' ? 'region' : undefined}
      aria-label={label}
    >
      <div className="screen" data-theme={theme} style={{ '--screen-scale': textScale } as CSSProperties}>
        {children}
      </div>
    </div>
  )
}
