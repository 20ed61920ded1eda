import { LOCALES, useLocale, type Locale } from '../../i18n/locale'
import { chooseDeviceLocale, LANGUAGE_NAMES } from '../../i18n/device-language'

/** The staff header's language picker: the choice is kept on this device, for staff pages and its venue screens. */
export function LanguagePicker({ label }: { label: string }) {
  return (
    <select
      aria-label={label}
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
