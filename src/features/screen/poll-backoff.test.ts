import { describe, expect, it } from 'vitest'
import { freshness } from './freshness'
import { MAX_BACKOFF_MS, screenPollInterval } from './poll-backoff'

const ok = { status: 'success' as const, dataUpdatedAt: 100_000, errorUpdatedAt: 0 }
const failing = { status: 'error' as const, dataUpdatedAt: 100_000, errorUpdatedAt: 130_000 }

describe('the wait between refreshes', () => {
  it('is the interval while refreshes succeed', () => {
    expect(screenPollInterval(15_000, ok, 200_000)).toBe(15_000)
  })

  it('grows with the time the data has been old while they fail, up to two minutes', () => {
    expect(screenPollInterval(15_000, failing, 120_000)).toBe(15_000)
    expect(screenPollInterval(15_000, failing, 160_000)).toBe(30_000)
    expect(screenPollInterval(15_000, failing, 100_000 + 3_600_000)).toBe(MAX_BACKOFF_MS)
    expect(screenPollInterval(300_000, failing, 100_000 + 3_600_000)).toBe(300_000)
  })

  it('stays at the interval when nothing was ever loaded', () => {
    expect(
      screenPollInterval(15_000, { status: 'error', dataUpdatedAt: 0, errorUpdatedAt: 5 }, 999_999),
    ).toBe(15_000)
  })
})

describe('what the corner says', () => {
  const input = { online: true, pausedUntil: null, storedFrom: null, now: 140_000 }

  it('gives the age of the oldest data on show', () => {
    expect(freshness({ ...input, states: [ok, { ...ok, dataUpdatedAt: 90_000 }] })).toEqual({
      kind: 'live',
      updatedAt: 90_000,
    })
    expect(
      freshness({ ...input, states: [{ status: 'pending', dataUpdatedAt: 0, errorUpdatedAt: 0 }] }),
    ).toEqual({ kind: 'waiting' })
  })

  it('says reconnecting, and since when the data dates, when offline, rate limited or failing', () => {
    expect(freshness({ ...input, states: [ok, failing] })).toEqual({
      kind: 'reconnecting',
      updatedAt: 100_000,
      cause: 'failing',
    })
    expect(freshness({ ...input, online: false, states: [ok] })).toMatchObject({ cause: 'offline' })
    expect(freshness({ ...input, pausedUntil: 150_000, states: [ok] })).toMatchObject({
      cause: 'rate-limited',
    })
    expect(freshness({ ...input, pausedUntil: 130_000, states: [ok] })).toMatchObject({ kind: 'live' })
  })

  it('says offline, and since when the data dates, while it shows answers the device kept', () => {
    // Started without a network: the queries succeeded from the store, a minute ago by their clock.
    expect(freshness({ ...input, online: false, storedFrom: 60_000, states: [ok] })).toEqual({
      kind: 'stored',
      updatedAt: 60_000,
    })
  })
})
