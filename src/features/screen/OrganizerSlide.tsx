import { useRef } from 'react'
import { useMessages } from '../../i18n/locale'
import { announcementTitleEm, TEXT_RATIO } from './announcement-size'
import { screenMessages } from './messages'
import type { ScreenSlide } from './screen-slides'
import { inEm, useBoxSize } from './use-box-size'
import type { ImageState } from './use-slide-images'

/**
 * The organizer's slide, filling the screen's main area: a sponsor's picture fitted to it on a
 * neutral panel, with its caption, or an announcement as large as it fits. The organizer's words
 * are drawn as text, never as markup. A picture is shown only once it has loaded (the rotation
 * passes over one that has not); one that fails as drawn is reported and the rotation moves on.
 */
export function OrganizerSlide({
  slide,
  image,
  onImageFailed,
}: {
  slide: ScreenSlide
  image: ImageState | undefined
  onImageFailed: (url: string) => void
}) {
  const m = useMessages(screenMessages)
  if (slide.kind === 'announcement') return <Announcement title={slide.title} text={slide.text} />
  if (image !== 'loaded') {
    // Only on a screen whose every view is a picture that failed: words, never a broken picture.
    return image === 'failed' ? <p className="screen-slide-note">{m.pictureUnavailable}</p> : null
  }
  return (
    <figure className="screen-picture" aria-label={slide.caption || m.picture}>
      <div className="screen-picture-frame">
        <img
          className="screen-picture-image"
          src={slide.url}
          alt={slide.caption}
          referrerPolicy="no-referrer"
          onError={() => onImageFailed(slide.url)}
        />
      </div>
      {slide.caption && <figcaption className="screen-picture-caption">{slide.caption}</figcaption>}
    </figure>
  )
}

function Announcement({ title, text }: { title: string; text: string }) {
  const box = useRef<HTMLElement>(null)
  const size = announcementTitleEm(title, text, inEm(useBoxSize(box)))
  return (
    <section ref={box} className="screen-announcement" aria-label={title}>
      <h2 className="screen-announcement-title" style={{ fontSize: `${size}em` }}>
        {title}
      </h2>
      {text && (
        <p className="screen-announcement-text" style={{ fontSize: `${size * TEXT_RATIO}em` }}>
          {text}
        </p>
      )}
    </section>
  )
}
