import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { LOCALES, loadLocale } from '../i18n/locale'

// Every language's words, as a page's route loads them before it shows anything: components are
// rendered in any language without their route (src/i18n/locale.test.tsx checks the loading itself).
await Promise.all(LOCALES.map(loadLocale))

afterEach(() => {
  cleanup()
  window.localStorage.clear()
  window.sessionStorage.clear()
})
