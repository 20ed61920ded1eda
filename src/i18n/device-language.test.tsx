import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderRoute } from '../../test-support/dom/render-route'
import { deviceLocale } from './device-language'

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages)
}

afterEach(() => {
  document.documentElement.lang = 'en'
})

describe('the device’s language', () => {
  it('is the browser’s when nothing was chosen on the device', () => {
    browserLanguages(['fr-CA', 'en'])
    expect(deviceLocale()).toBe('fr')
    expect(deviceLocale('it')).toBe('it')
  })

  it('falls back to English for a browser in a language the viewer does not speak, or a bad stored value', () => {
    browserLanguages(['de-DE'])
    window.localStorage.setItem('courtside.language', 'klingon')
    expect(deviceLocale()).toBe('en')
    expect(deviceLocale('xx')).toBe('en')
  })

  it('shows staff pages in the browser’s language, with <html lang> set', async () => {
    browserLanguages(['es-ES', 'en'])
    await renderRoute('/')
    const nav = screen.getByRole('navigation', { name: 'Principal' })
    expect(within(nav).getByRole('link', { name: 'Torneos' })).toBeVisible()
    expect(document.documentElement.lang).toBe('es')
  })

  it('is the one picked in the staff header, kept on the device for the next visit', async () => {
    browserLanguages(['es-ES'])
    const first = await renderRoute('/')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'Italiano')
    const nav = await screen.findByRole('navigation', { name: 'Principale' })
    expect(within(nav).getByRole('link', { name: 'Tornei' })).toBeVisible()
    expect(document.documentElement.lang).toBe('it')
    expect(window.localStorage.getItem('courtside.language')).toBe('it')
    first.unmount()

    await renderRoute('/')
    expect(screen.getByRole('combobox', { name: 'Lingua' })).toHaveValue('it')
    // A venue screen's link (`lang=`) still wins over the device's choice.
    expect(deviceLocale('pt')).toBe('pt')
  })
})
