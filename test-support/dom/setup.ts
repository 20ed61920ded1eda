import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { LOCALES, loadLocale, provideLanguages } from '../../src/i18n/locale'
import { LANGUAGE_MODULES } from '../../src/app/languages'

// Every language's words, as a page's route loads them before it shows anything: components are
// rendered in any language without their route (src/i18n/locale.test.tsx checks the loading itself).
provideLanguages(() => Promise.resolve(LANGUAGE_MODULES))
await Promise.all(LOCALES.map((locale) => loadLocale(locale, ['embed', 'team', 'app', 'alerts'])))
// The answers' schemas, loaded as a browser has them by the time a first answer is in: the API
// client imports them with its first request (decision 0519); a test under fake timers must not
// wait for the module to load.
await import('../../src/api/schemas')

// A page rendered against the in-process demo API shows its data after 0.5 to 3 s on a busy 2-core
// machine: `findBy…` waits up to 5 s (Testing Library's default is 1 s) before it says "not found".
configure({ asyncUtilTimeout: 5_000 })

// jsdom lays nothing out and cannot scroll; the router's scroll restoration calls this on every
// navigation, and jsdom would print "not implemented" each time.
Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true })

afterEach(() => {
  cleanup()
  window.localStorage.clear()
  window.sessionStorage.clear()
})
