import * as z from 'zod/mini'
import { lazySchema } from '../../lib/lazy-schema'

/**
 * The schedule page's address: `?day=YYYY-MM-DD&division=<idx>&court=<key>&q=<search>`. Values are
 * kept as written (a bad one is dropped only when it is not text at all), so that the page can say
 * which one it could not use and what it shows instead.
 */
const text = (max: number) =>
  // `court=1` reaches the page as the number 1: taken as the text it was.
  z.catch(z.optional(z.coerce.string().check(z.maxLength(max))), undefined)

export const scheduleSearchSchema = lazySchema(() =>
  z.object({
    day: text(40),
    division: text(80),
    court: text(80),
    q: text(200),
  }),
)

export type ScheduleSearch = z.infer<typeof scheduleSearchSchema.schema>
