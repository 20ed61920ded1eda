import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './errors'
import { schemaLoader, type Schemas } from './schema-loader'
import * as schemas from './schemas'

describe('the answers’ schemas, loaded with the first request', () => {
  it('loads them once for every request', async () => {
    const load = vi.fn(() => Promise.resolve(schemas as Schemas))
    const schemaFor = schemaLoader(load)
    const [round, me] = await Promise.all([
      schemaFor('getRound', (from) => from.roundSchema),
      schemaFor('getMe', (from) => from.meSchema),
    ])
    expect(round).toBe(schemas.roundSchema)
    expect(me).toBe(schemas.meSchema)
    await schemaFor('getRound', (from) => from.roundSchema)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('says a failed load is a network error of the request, and loads again for the next', async () => {
    const load = vi
      .fn<() => Promise<Schemas>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schemas as Schemas)
    const schemaFor = schemaLoader(load)
    const failed = await schemaFor('getRound', (from) => from.roundSchema).catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(ApiError)
    expect(failed).toMatchObject({ kind: 'network', operation: 'getRound' })
    expect(await schemaFor('getRound', (from) => from.roundSchema)).toBe(schemas.roundSchema)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
