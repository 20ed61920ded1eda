import { useId, useState } from 'react'
import { LANGUAGE_NAMES } from '../../../i18n/device-language'
import { useMessages } from '../../../i18n/locale'
import { Checkbox, CONTROL, RadioGroup, SECONDARY_BUTTON, SelectField } from '../../../components/forms'
import { contrastRatio, normalizeHex } from '../accent'
import {
  BRACKET_VIEWS,
  EMBED_LANGUAGES,
  DEFAULT_PARTS,
  EMBED_PARTS,
  EMBED_THEMES,
  FULL_VIEW_LINKS,
  type EmbedOptions,
  type EmbedPart,
} from '../embed-options'
import type { EmbedKind } from './builder-search'
import { builderMessages } from './messages'
import { themeColour } from './theme-colour'

const SCALES = [0.875, 1, 1.125, 1.25, 1.5]
const REFRESHES = [30, 60, 120, 300, 600]
/** What a light embed is seen on: the club's page, taken to be white (the embed is transparent). */
const CLUB_PAGE = '#ffffff'

/** Which parts a kind of embed has to show or hide. */
const PARTS_OF: Record<EmbedKind, readonly EmbedPart[]> = {
  tournament: ['title', 'podium'],
  division: EMBED_PARTS,
  round: ['title', 'pools', 'bracket'],
  pool: ['title'],
  draw: ['title'],
  team: ['title'],
}

export function EmbedLook({
  kind,
  options,
  onChange,
}: {
  kind: EmbedKind
  options: EmbedOptions
  onChange: (patch: Partial<EmbedOptions>) => void
}) {
  const m = useMessages(builderMessages)
  const id = useId()
  const [accentText, setAccentText] = useState(options.accent ?? '')
  const setAccent = (accent: string | null) => {
    setAccentText(accent ?? '')
    onChange({ accent })
  }
  const accentProblem = accentText.trim() !== '' && normalizeHex(accentText) === null
  // A dark embed brings the dark theme's surface; without an accent, the theme's own shows.
  const darkSurface = themeColour('--cs-surface', 'dark')
  const themeAccent = themeColour('--cs-accent', options.theme === 'dark' ? 'dark' : 'light')
  const background = options.theme === 'dark' ? darkSurface : CLUB_PAGE
  const contrast = options.accent && background ? contrastRatio(options.accent, background) : null
  const parts = PARTS_OF[kind]
  const toggle = (part: EmbedPart, on: boolean) => {
    const kept = EMBED_PARTS.filter((each) => (each === part ? on : options.show.includes(each)))
    // Only this kind's own parts go in the link; none of them means its content without a heading.
    const own = kept.filter((each) => parts.includes(each))
    const next = own.length > 0 ? own : kept.filter((each) => each === 'pools' || each === 'bracket')
    // Where the parts are the content, nothing but the heading would show nothing: keep one.
    if (next.some((each) => each !== 'title') || !parts.includes('pools')) onChange({ show: next })
  }
  return (
    <div className="space-y-5">
      <RadioGroup
        legend={m.theme}
        options={EMBED_THEMES}
        labelOf={(theme) => m.themes[theme]}
        value={options.theme}
        onChange={(theme) => onChange({ theme })}
      />
      <fieldset>
        <legend className="font-medium">{m.accent}</legend>
        <p id={`${id}-accent-hint`} className="text-sm text-ink-muted">
          {m.accentHint}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <input
            type="color"
            aria-label={m.accent}
            aria-describedby={`${id}-accent-hint`}
            value={options.accent ?? themeAccent ?? ''}
            onChange={(event) => setAccent(normalizeHex(event.target.value))}
            className="h-10 w-14 cursor-pointer rounded-lg border border-line bg-surface-raised p-1"
          />
          <input
            type="text"
            aria-label={m.accentText}
            aria-invalid={accentProblem}
            aria-describedby={`${id}-accent-problem`}
            value={accentText}
            placeholder={themeAccent ?? undefined}
            spellCheck={false}
            onChange={(event) => {
              setAccentText(event.target.value)
              const hex = normalizeHex(event.target.value)
              if (hex || event.target.value.trim() === '') onChange({ accent: hex })
            }}
            className={`w-32 font-mono ${CONTROL}`}
          />
          <button
            type="button"
            onClick={() => setAccent(null)}
            disabled={!options.accent}
            className={SECONDARY_BUTTON}
          >
            {m.clearAccent}
          </button>
        </div>
        <p id={`${id}-accent-problem`} className="mt-1 text-sm text-danger empty:hidden">
          {accentProblem ? m.accentInvalid : ''}
        </p>
        {contrast !== null && contrast < 3 && (
          <p className="mt-1 text-sm text-warning">{m.accentContrast(contrast.toFixed(1))}</p>
        )}
      </fieldset>
      {parts.length > 1 && (
        <fieldset>
          <legend className="font-medium">{m.parts}</legend>
          <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
            {parts.map((part) => (
              <Checkbox key={part} checked={options.show.includes(part)} onChange={(on) => toggle(part, on)}>
                {m.partNames[part]}
              </Checkbox>
            ))}
          </div>
        </fieldset>
      )}
      {parts.length === 1 && (
        <Checkbox
          checked={options.show.includes('title')}
          onChange={(on) => onChange({ show: on ? DEFAULT_PARTS : ['pools', 'bracket'] })}
        >
          {m.partNames.title}
        </Checkbox>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={m.scale}
          value={options.scale}
          onChange={(event) => onChange({ scale: Number(event.target.value) })}
        >
          {[...new Set([...SCALES, options.scale])]
            .sort((a, b) => a - b)
            .map((scale) => (
              <option key={scale} value={scale}>
                {m.percent(Math.round(scale * 100))}
              </option>
            ))}
        </SelectField>
        <SelectField
          label={m.refresh}
          value={options.refresh}
          onChange={(event) => onChange({ refresh: Number(event.target.value) })}
        >
          {[...new Set([...REFRESHES, options.refresh])]
            .sort((a, b) => a - b)
            .map((seconds) => (
              <option key={seconds} value={seconds}>
                {m.seconds(seconds)}
              </option>
            ))}
        </SelectField>
        <SelectField
          label={m.language}
          value={options.lang}
          onChange={(event) => onChange({ lang: event.target.value as EmbedOptions['lang'] })}
        >
          {EMBED_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language === 'auto' ? undefined : language}>
              {language === 'auto' ? m.languageOfVisitor : LANGUAGE_NAMES[language]}
            </option>
          ))}
        </SelectField>
        {(kind === 'round' || kind === 'division' || kind === 'draw') && (
          <SelectField
            label={m.bracketView}
            value={options.bracket}
            onChange={(event) => onChange({ bracket: event.target.value as EmbedOptions['bracket'] })}
          >
            {BRACKET_VIEWS.map((view) => (
              <option key={view} value={view}>
                {m.bracketViews[view]}
              </option>
            ))}
          </SelectField>
        )}
        <div className="sm:col-span-2">
          <SelectField
            label={m.link}
            value={options.link}
            onChange={(event) => onChange({ link: event.target.value as EmbedOptions['link'] })}
          >
            {FULL_VIEW_LINKS.map((link) => (
              <option key={link} value={link}>
                {m.links[link]}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
    </div>
  )
}
