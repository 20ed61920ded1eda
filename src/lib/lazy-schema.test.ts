import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { isLazySchema, lazySchema } from './lazy-schema'

describe('lazySchema', () => {
  it('builds the schema when it is first used, once', () => {
    const build = vi.fn(() => z.object({ page: z.catch(z.optional(z.coerce.number()), undefined) }))
    const search = lazySchema(build)
    expect(build).not.toHaveBeenCalled()

    expect(search['~standard'].validate({ page: '2' })).toEqual({ value: { page: 2 } })
    expect(search.schema.parse({ page: 'two' })).toEqual({ page: undefined })
    expect(build).toHaveBeenCalledTimes(1)
  })

  it('is a Standard Schema to whoever checks for one, as the router does', () => {
    const search = lazySchema(() => z.object({ q: z.string() }))
    expect('~standard' in search).toBe(true)
    expect(search['~standard'].vendor).toBe('zod')
    expect(search['~standard'].validate({ q: 1 })).toHaveProperty('issues')
  })

  it('tells its schemas from zod’s own', () => {
    const schema = z.object({ q: z.string() })
    expect(isLazySchema(lazySchema(() => schema))).toBe(true)
    expect(isLazySchema(schema)).toBe(false)
    expect(isLazySchema(undefined)).toBe(false)
  })
})
