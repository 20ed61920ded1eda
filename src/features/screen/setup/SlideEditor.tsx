import { useState, type FormEvent } from 'react'
import { useMessages } from '../../../i18n/locale'
import { PRIMARY_BUTTON, SECONDARY_BUTTON, SelectField, TextField } from '../../../components/forms'
import { OrganizerSlide } from '../OrganizerSlide'
import type { ScreenTheme } from '../screen-config'
import { ScreenFrame } from '../ScreenFrame'
import { isHttpsUrl, SLIDE_LIMITS, type ScreenSlide } from '../screen-slides'
import { useSlideImages } from '../use-slide-images'
import { setupMessages } from './messages'
import { withCurrent } from './ScreenOptions'

const SECONDS = [5, 10, 15, 20, 30, 45, 60, 90, 120]

export function blankSlide(kind: ScreenSlide['kind']): ScreenSlide {
  const seconds = SLIDE_LIMITS.seconds.default
  return kind === 'image' ? { kind, url: '', caption: '', seconds } : { kind, title: '', text: '', seconds }
}

/**
 * Makes or edits a sponsor's picture or an announcement: its fields, bounded as the link is, and
 * the slide as the screen will draw it. A picture that does not load is said to be skipped by
 * the screen, as it will be.
 */
export function SlideEditor({
  initial,
  isNew,
  theme,
  textScale,
  onSave,
  onCancel,
}: {
  initial: ScreenSlide
  isNew: boolean
  theme: ScreenTheme
  textScale: number
  onSave: (slide: ScreenSlide) => void
  onCancel: () => void
}) {
  const m = useMessages(setupMessages)
  const [slide, setSlide] = useState(initial)
  const [tried, setTried] = useState(false)
  const url = slide.kind === 'image' ? slide.url.trim() : ''
  const images = useSlideImages(url && isHttpsUrl(url) ? [url] : [])
  const image = images.states.get(url)
  const problem =
    slide.kind === 'image'
      ? url === ''
        ? m.slideUrlMissing
        : !isHttpsUrl(url)
          ? m.slideUrlNotHttps
          : null
      : slide.title.trim() === ''
        ? m.slideTitleMissing
        : null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (problem) return
    onSave(
      slide.kind === 'image'
        ? { ...slide, url, caption: slide.caption.trim() }
        : { ...slide, title: slide.title.trim(), text: slide.text.trim() },
    )
  }
  const shown = tried || (slide.kind === 'image' && url !== '') ? problem : null
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={slide.kind === 'image' ? m.pictureTitle : m.announcementTitle}
      className="space-y-4 rounded-card border border-line bg-surface-raised p-4"
    >
      <h3 className="font-semibold">{slide.kind === 'image' ? m.pictureTitle : m.announcementTitle}</h3>
      {slide.kind === 'image' ? (
        <>
          <TextField
            label={m.pictureUrl}
            hint={m.pictureUrlHint}
            problem={shown}
            mono
            type="url"
            inputMode="url"
            maxLength={SLIDE_LIMITS.urlLength}
            value={slide.url}
            onChange={(event) => setSlide({ ...slide, url: event.target.value })}
          />
          <TextField
            label={m.caption}
            hint={m.captionHint}
            maxLength={SLIDE_LIMITS.captionLength}
            value={slide.caption}
            onChange={(event) => setSlide({ ...slide, caption: event.target.value })}
          />
        </>
      ) : (
        <>
          <TextField
            label={m.announcementHeading}
            problem={shown}
            maxLength={SLIDE_LIMITS.titleLength}
            value={slide.title}
            onChange={(event) => setSlide({ ...slide, title: event.target.value })}
          />
          <TextField
            label={m.announcementText}
            hint={m.announcementTextHint}
            maxLength={SLIDE_LIMITS.textLength}
            value={slide.text}
            onChange={(event) => setSlide({ ...slide, text: event.target.value })}
          />
        </>
      )}
      <SelectField
        label={m.slideSeconds}
        value={slide.seconds}
        onChange={(event) => setSlide({ ...slide, seconds: Number(event.target.value) })}
      >
        {withCurrent(SECONDS, slide.seconds).map((seconds) => (
          <option key={seconds} value={seconds}>
            {m.seconds(seconds)}
          </option>
        ))}
      </SelectField>
      {(slide.kind === 'announcement' ? slide.title.trim() !== '' : image !== undefined) && (
        <div className="max-w-md">
          <ScreenFrame theme={theme} textScale={textScale} fill="preview" label={m.slidePreview}>
            <div className="screen-main screen-slide-preview">
              <OrganizerSlide
                slide={slide.kind === 'image' ? { ...slide, url } : slide}
                image={image}
                onImageFailed={images.failed}
              />
            </div>
          </ScreenFrame>
        </div>
      )}
      {image === 'failed' && <p className="text-sm text-danger">{m.pictureFailed}</p>}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={PRIMARY_BUTTON}>
          {isNew ? m.addSlide : m.saveSlide}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onCancel}>
          {m.cancel}
        </button>
      </div>
    </form>
  )
}
