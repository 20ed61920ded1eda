import { useId, type ReactNode, type SelectHTMLAttributes } from 'react'

export const PRIMARY_BUTTON =
  'rounded-lg bg-accent px-4 py-2 font-medium text-accent-ink hover:opacity-90 disabled:opacity-60'
export const SECONDARY_BUTTON =
  'rounded-lg border border-line bg-surface-raised px-3 py-1.5 font-medium hover:bg-surface-sunken disabled:opacity-50'

/** A labelled select. */
export function SelectField({
  label,
  children,
  hint,
  ...select
}: { label: string; children: ReactNode; hint?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      <select
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-1 block w-full rounded-lg border border-line bg-surface-raised px-3 py-2 text-ink disabled:opacity-60"
        {...select}
      >
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  )
}
