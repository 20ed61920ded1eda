import { describe, expect, it, vi } from 'vitest'
import { warmUpDateFormatting } from './warm-up-dates'

describe('warmUpDateFormatting', () => {
  it('makes a date formatter with a time zone when the browser is idle, not before', () => {
    const idle: (() => void)[] = []
    const Original = Intl.DateTimeFormat
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Original>
    ) {
      return new Original(...args)
    } as typeof Original)
    const window = {
      navigator: { languages: ['es-MX', 'es'], language: 'es-MX' },
      requestIdleCallback: (callback: () => void) => void idle.push(callback),
    } as unknown as Window
    warmUpDateFormatting(window)
    expect(made).not.toHaveBeenCalled()
    idle.forEach((callback) => callback())
    expect(made).toHaveBeenCalledWith('es-MX', expect.objectContaining({ timeZone: 'Europe/Paris' }))
  })
})
