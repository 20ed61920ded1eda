import { useSearch } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { useDeviceLocale, useDocumentLanguage } from '../../i18n/device-language'
import { LocaleProvider, useMessages } from '../../i18n/locale'
import { screenMessages } from './messages'
import { ScreenFrame } from './ScreenFrame'
import { ScreenMessage } from './ScreenMessage'

/** While the screen's first data loads. */
export function ScreenPending() {
  return (
    <InScreenLanguage>
      <Pending />
    </InScreenLanguage>
  )
}

function Pending() {
  const m = useMessages(screenMessages)
  return (
    <ScreenFrame theme="dark" textScale={1} fill="full">
      <ScreenMessage title={m.connecting} />
    </ScreenFrame>
  )
}

/** Reload after an unforeseen failure: nobody is there to press a button. */
const RELOAD_AFTER_MS = 60_000

/** Whatever failed beyond the views' own guards: say so, and start again by itself a minute later. */
export function ScreenError() {
  return (
    <InScreenLanguage>
      <Crashed />
    </InScreenLanguage>
  )
}

function Crashed() {
  const m = useMessages(screenMessages)
  useEffect(() => {
    const timer = setTimeout(() => window.location.reload(), RELOAD_AFTER_MS)
    return () => clearTimeout(timer)
  }, [])
  return (
    <ScreenFrame theme="dark" textScale={1} fill="full">
      <ScreenMessage title={m.crashed.title} tone="problem">
        <p>{m.crashed.detail}</p>
      </ScreenMessage>
    </ScreenFrame>
  )
}

/**
 * A venue screen in the language its link names (`lang=`), else the device's. Here, beside the screen's
 * fallbacks (one chunk), not beside the device's language: staff pages never show a screen.
 */
export function InScreenLanguage({ children }: { children: ReactNode }) {
  // Not strict: the screen's error view shows whatever the link's search holds.
  const { lang } = useSearch({ strict: false }) as { lang?: unknown }
  const locale = useDeviceLocale(lang)
  useDocumentLanguage(locale)
  return <LocaleProvider locale={locale}>{children}</LocaleProvider>
}
