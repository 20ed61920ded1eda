import { useSearch } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useDeviceLocale, useDocumentLanguage } from '../../app/device-language'
import { LocaleProvider } from '../../i18n/locale'

/** A venue screen in the language its link names (`lang=`), else the device's (see app/device-language.ts). */
export function InScreenLanguage({ children }: { children: ReactNode }) {
  // Not strict: the screen's error view shows whatever the link's search holds.
  const { lang } = useSearch({ strict: false }) as { lang?: unknown }
  const locale = useDeviceLocale(lang)
  useDocumentLanguage(locale)
  return <LocaleProvider locale={locale}>{children}</LocaleProvider>
}
