import { LANGUAGE_NAMES } from '../../../i18n/device-language'
import { safeHttpUrl } from '../../../domain/safe-url'
import { isLocale, LOCALES, useMessages } from '../../../i18n/locale'
import { Checkbox, RadioGroup, SelectField } from '../../../components/forms'
import type { ScreenTheme } from '../screen-config'
import { setupMessages } from './messages'
import type { SetupSearch } from './setup-search'

const ROTATE_SECONDS = [10, 15, 20, 30, 45, 60, 90]

/** A select's choices with the value a link holds among them, in order. */
export function withCurrent(values: readonly number[], current: number): number[] {
  return [...new Set([...values, current])].sort((a, b) => a - b)
}
const TEXT_SCALES = [0.8, 0.9, 1, 1.15, 1.3, 1.5, 1.75]

/** Rotation interval, theme, text size, language and the QR code. */
export function ScreenOptions({
  search,
  publicUrl,
  onChange,
}: {
  search: SetupSearch
  publicUrl: string | null | undefined
  onChange: (
    patch: Partial<Pick<SetupSearch, 'rotate' | 'theme' | 'scale' | 'qr' | 'bracket' | 'lang'>>,
  ) => void
}) {
  const m = useMessages(setupMessages)
  const qrUrl = safeHttpUrl(publicUrl)
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={m.rotateEvery}
          value={search.rotate}
          onChange={(event) => onChange({ rotate: Number(event.target.value) })}
        >
          {withCurrent(ROTATE_SECONDS, search.rotate).map((seconds) => (
            <option key={seconds} value={seconds}>
              {m.seconds(seconds)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={m.textScale}
          hint={m.textScaleHint}
          value={search.scale}
          onChange={(event) => onChange({ scale: Number(event.target.value) })}
        >
          {withCurrent(TEXT_SCALES, search.scale).map((scale) => (
            <option key={scale} value={scale}>
              {m.percent(Math.round(scale * 100))}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField
        label={m.language}
        value={search.lang ?? ''}
        onChange={(event) => {
          const lang = event.target.value
          onChange({ lang: isLocale(lang) ? lang : undefined })
        }}
      >
        <option value="">{m.languageOfDevice}</option>
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </SelectField>
      <RadioGroup<ScreenTheme>
        legend={m.theme}
        options={['dark', 'light']}
        labelOf={(theme) => m[theme]}
        value={search.theme}
        onChange={(theme) => onChange({ theme })}
      />
      <div>
        <Checkbox
          className="font-medium"
          checked={search.bracket === 'whole'}
          onChange={(whole) => onChange({ bracket: whole ? 'whole' : 'play' })}
        >
          {m.wholeDraw}
        </Checkbox>
        <p className="mt-1 text-sm text-ink-muted">{m.wholeDrawHint}</p>
      </div>
      <div>
        <Checkbox
          className="font-medium"
          checked={search.qr && qrUrl !== null}
          disabled={qrUrl === null}
          onChange={(qr) => onChange({ qr })}
        >
          {m.qr}
        </Checkbox>
        <p className="mt-1 text-sm text-ink-muted">{qrUrl ? m.qrTarget(qrUrl) : m.qrUnavailable}</p>
      </div>
      <p className="text-sm text-ink-muted">{m.refreshNote(search.refresh)}</p>
    </div>
  )
}
