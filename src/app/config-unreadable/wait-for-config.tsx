import { createRoot } from 'react-dom/client'
import { loadRuntimeConfig, type RuntimeConfig } from '../../config/runtime-config'
import { chooseLocale } from '../../i18n/choose-locale'
import { loadLocale, LocaleProvider } from '../../i18n/locale'
import { provideAppLanguages } from '../create-app'
import { ConfigUnreadable } from './ConfigUnreadable'

/** Waits between tries: five seconds, doubling up to a minute (a TV that booted before its Wi-Fi). */
const FIRST_WAIT_MS = 5_000
const LONGEST_WAIT_MS = 60_000

/**
 * A built viewer whose config.json could not be read does not know where its API is: rather than
 * guess (and send a token to the guess), it says so on whatever page was opened, in the page's
 * language, and reads config.json again now and then, when the connection comes back, or when asked.
 * Resolves with the configuration once read; nothing else of the app has started meanwhile.
 */
export async function waitForConfig(url: string, container: HTMLElement): Promise<RuntimeConfig> {
  provideAppLanguages()
  const lang = new URLSearchParams(window.location.search).get('lang')
  const locale = chooseLocale([lang], navigator.languages ?? [])
  await loadLocale(locale, ['app'])
  const root = createRoot(container)
  return new Promise<RuntimeConfig>((resolve) => {
    let wait = FIRST_WAIT_MS
    let timer: ReturnType<typeof setTimeout> | undefined
    let trying = false
    const show = () =>
      root.render(
        <LocaleProvider locale={locale}>
          <ConfigUnreadable trying={trying} onRetry={() => void attempt()} />
        </LocaleProvider>,
      )
    const attempt = async () => {
      if (trying) return
      clearTimeout(timer)
      trying = true
      show()
      const config = await loadRuntimeConfig(url)
      trying = false
      if (config) {
        window.removeEventListener('online', onOnline)
        root.unmount()
        resolve(config)
        return
      }
      show()
      timer = setTimeout(() => void attempt(), wait)
      wait = Math.min(wait * 2, LONGEST_WAIT_MS)
    }
    const onOnline = () => void attempt()
    window.addEventListener('online', onOnline)
    show()
    timer = setTimeout(() => void attempt(), wait)
    wait *= 2
  })
}
