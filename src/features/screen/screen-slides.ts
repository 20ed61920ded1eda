import * as z from 'zod/mini'
import { lazySchema } from '../../lib/lazy-schema'

/**
 * Slides the organizer adds to a screen's rotation: a sponsor's picture (an https image, fitted to
 * the screen, with an optional caption) or an announcement (a title and a line of text, large).
 * Each stays its own number of seconds. In a link they are the `slide` views (screen-config.ts),
 * whose contents are the `slides` parameter, a JSON list in the same order:
 * `{"image":"https://…","caption":"…","seconds":15}` or `{"title":"…","text":"…","seconds":15}`.
 * Organizer text is only ever drawn as text; an image's address must be https.
 */
export type ScreenSlide =
  | { kind: 'image'; url: string; caption: string; seconds: number }
  | { kind: 'announcement'; title: string; text: string; seconds: number }

/** Bounds of a slide: what the setup page lets staff type, and what a screen reads of a link. */
export const SLIDE_LIMITS = {
  seconds: { min: 5, max: 120, default: 15 },
  urlLength: 600,
  captionLength: 100,
  titleLength: 60,
  textLength: 160,
  /** Slides in one link; more are left out. */
  count: 10,
} as const

/** An absolute https address (an image on a TV is never fetched over plain http, nor `data:`). */
export function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:'
  } catch {
    return false
  }
}

/** Organizer text: trimmed, cut to `max` characters (a link typed by hand may carry more). */
function text(max: number) {
  return z.pipe(
    z.string(),
    z.transform((value) => value.trim().slice(0, max)),
  )
}

const seconds = () =>
  z._default(
    z.catch(
      z.pipe(
        z.coerce.number().check(z.gte(SLIDE_LIMITS.seconds.min), z.lte(SLIDE_LIMITS.seconds.max)),
        z.transform(Math.round),
      ),
      SLIDE_LIMITS.seconds.default,
    ),
    SLIDE_LIMITS.seconds.default,
  )

/** One slide of a link's `slides`; what does not parse is left out, with a note on the screen. */
export const slideSchema = lazySchema(() =>
  z.union([
    z.pipe(
      z.object({
        image: z.string().check(z.maxLength(SLIDE_LIMITS.urlLength), z.refine(isHttpsUrl)),
        caption: z._default(z.catch(text(SLIDE_LIMITS.captionLength), ''), ''),
        seconds: seconds(),
      }),
      z.transform(({ image, caption, seconds }): ScreenSlide => ({
        kind: 'image',
        url: image,
        caption,
        seconds,
      })),
    ),
    z.pipe(
      z.object({
        title: text(SLIDE_LIMITS.titleLength).check(z.minLength(1)),
        text: z._default(z.catch(text(SLIDE_LIMITS.textLength), ''), ''),
        seconds: seconds(),
      }),
      z.transform(({ title, text, seconds }): ScreenSlide => ({
        kind: 'announcement',
        title,
        text,
        seconds,
      })),
    ),
  ]),
)

/** A slide as its link writes it. */
export function slideInLink(slide: ScreenSlide): Record<string, string | number> {
  return slide.kind === 'image'
    ? { image: slide.url, ...(slide.caption ? { caption: slide.caption } : {}), seconds: slide.seconds }
    : { title: slide.title, ...(slide.text ? { text: slide.text } : {}), seconds: slide.seconds }
}
