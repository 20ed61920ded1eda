import { LOCALES, useLocale, useMessages, type Locale } from '../i18n/locale'
import { chooseDeviceLocale, LANGUAGE_NAMES } from './device-language'
import { staffChromeMessages } from './messages'

/** The staff header's language picker: the choice is kept on this device, for staff pages and its venue screens. */
export function LanguagePicker() {
  const m = useMessages(staffChromeMessages)
  return (
    <select
      aria-label={m.language}
      value={useLocale()}
      onChange={(event) => void chooseDeviceLocale(event.target.value as Locale)}
      className="rounded-lg border border-line bg-surface-raised px-2 py-1 text-sm text-ink"
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LANGUAGE_NAMES[locale]}
        </option>
      ))}
    </select>
  )
}
