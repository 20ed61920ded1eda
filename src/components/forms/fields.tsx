import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react'

/** The look of a text box or a select; `aria-invalid` turns its border red. */
export const CONTROL =
  'rounded-lg border border-line bg-surface-raised px-3 py-2 text-ink aria-invalid:border-danger disabled:opacity-60'

interface FieldProps {
  label: string
  /** Said under the control, and read with it. */
  hint?: string | undefined
  /** What is wrong with the value: it takes the hint's place, in red, and marks the control invalid. */
  problem?: string | null | undefined
}

interface ControlProps {
  id: string
  'aria-describedby': string | undefined
  'aria-invalid': boolean | undefined
}

/** A label, the control it names, and the hint or problem below it, tied together by ids. */
function Field({
  label,
  hint,
  problem,
  children,
}: FieldProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId()
  const help = problem ?? hint
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-describedby': help ? `${id}-help` : undefined,
        'aria-invalid': problem == null ? undefined : true,
      })}
      {help && (
        <p id={`${id}-help`} className={`mt-1 text-sm ${problem ? 'text-danger' : 'text-ink-muted'}`}>
          {help}
        </p>
      )}
    </div>
  )
}

export type TextFieldProps = FieldProps & {
  /** Tokens, addresses, codes: typed exactly, shown in a fixed-width font. */
  mono?: boolean
  /** As wide as a number needs, not the whole form. */
  short?: boolean
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>

/** A labelled text (or number) box whose hint turns into the problem when there is one. */
export function TextField({
  label,
  hint,
  problem,
  mono = false,
  short = false,
  className = '',
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} problem={problem}>
      {(control) => (
        <input
          spellCheck={mono ? false : undefined}
          {...control}
          {...input}
          className={`mt-1 block ${short ? 'w-32' : 'w-full'} ${CONTROL} ${mono ? 'font-mono' : ''} ${className}`}
        />
      )}
    </Field>
  )
}

/** One thing a picker offers: its idx, and how it is named in the list. */
export interface PickOption {
  idx: string
  label: string
}

/**
 * A labelled select of things by idx (a division, a round, a pool…), first the choice of none;
 * `onPick` hands over the idx, or undefined for none. Disabled while there is nothing to pick.
 */
export function PickField({
  label,
  value,
  none,
  options,
  onPick,
}: {
  label: string
  value: string | undefined
  none: string
  options: readonly PickOption[]
  onPick: (idx: string | undefined) => void
}) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      disabled={options.length === 0}
      onChange={(event) => onPick(event.target.value || undefined)}
    >
      <option value="">{none}</option>
      {options.map((each) => (
        <option key={each.idx} value={each.idx}>
          {each.label}
        </option>
      ))}
    </SelectField>
  )
}

/** A labelled select. */
export function SelectField({
  label,
  hint,
  children,
  ...select
}: FieldProps & { children: ReactNode } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <select {...control} {...select} className={`mt-1 block w-full ${CONTROL}`}>
          {children}
        </select>
      )}
    </Field>
  )
}
