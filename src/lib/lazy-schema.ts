import type * as z from 'zod/mini'

/**
 * A schema that is built the first time something uses it, not when its module is evaluated.
 * Every route's search schema is in the code every page loads first, and zod builds a schema's
 * objects at once: built at start-up, they cost a phone about 170 ms (4× CPU slow-down) before the
 * first request, for pages the visit may never open (decision record 0520).
 *
 * The router's `validateSearch` takes it as it is (the Standard Schema interface, with the input
 * and output types); `.schema` is the zod schema, for extending it or parsing with it.
 */
export interface LazySchema<Schema extends z.ZodMiniType> {
  readonly '~standard': Schema['~standard']
  readonly schema: Schema
}

const made = new WeakSet<object>()

export function lazySchema<Schema extends z.ZodMiniType>(build: () => Schema): LazySchema<Schema> {
  let built: Schema | undefined
  const schema = () => (built ??= build())
  const lazy: LazySchema<Schema> = {
    get '~standard'() {
      return schema()['~standard']
    },
    get schema() {
      return schema()
    },
  }
  made.add(lazy)
  return lazy
}

/** Whether `value` came from `lazySchema` (a test holds every route's search schema to it). */
export function isLazySchema(value: unknown): boolean {
  return typeof value === 'object' && value !== null && made.has(value)
}
