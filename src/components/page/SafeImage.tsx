import { useState, type ReactNode } from 'react'
import { safeHttpUrl } from '../../domain/safe-url'

export interface SafeImageProps {
  /** Organizer-typed: only an http(s) URL becomes a `src`. */
  url: string | null | undefined
  alt: string
  className?: string
  width?: number
  height?: number
  /** Shown instead when there is no usable URL or the picture fails to load. */
  fallback?: ReactNode
}

/** A picture from an organizer's URL (banner, logo, avatar), or the fallback. Loads lazily. */
export function SafeImage({ url, alt, className, width, height, fallback = null }: SafeImageProps) {
  const src = safeHttpUrl(url)
  const [failed, setFailed] = useState<string | null>(null)
  if (!src || failed === src) return <>{fallback}</>
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(src)}
      className={className}
    />
  )
}

/** An organizer's link (website, public page): a real link for http(s), plain text otherwise. */
export function SafeLink({
  url,
  children,
  className = 'break-all text-accent underline underline-offset-2',
}: {
  url: string | null | undefined
  children?: ReactNode
  className?: string
}) {
  const href = safeHttpUrl(url)
  if (!href) return url ? <span className="break-all text-ink-muted">{url}</span> : null
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children ?? href}
    </a>
  )
}
