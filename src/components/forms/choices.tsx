import { useId, type ReactNode } from 'react'

export interface RadioGroupProps<Value extends string> {
  legend: string
  options: readonly Value[]
  labelOf: (value: Value) => ReactNode
  value: Value
  onChange: (value: Value) => void
  /** Side by side (short labels), or one under another (sentences). */
  layout?: 'row' | 'column'
}

/** One choice among a few, all in view: a fieldset of radio buttons. */
export function RadioGroup<Value extends string>(props: RadioGroupProps<Value>) {
  const { legend, options, labelOf, value, onChange, layout = 'row' } = props
  const name = useId()
  return (
    <fieldset>
      <legend className="font-medium">{legend}</legend>
      <div className={layout === 'row' ? 'mt-1 flex flex-wrap gap-x-6 gap-y-1' : 'mt-1 grid gap-1'}>
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** A checkbox and its words, one label. */
export function Checkbox({
  checked,
  onChange,
  disabled,
  className = '',
  children,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  /** The label's text size and weight ("text-sm", "font-medium"). */
  className?: string
  children: ReactNode
}) {
  return (
    <label className={`flex items-center gap-2 ${className}`}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </label>
  )
}
