import { useId, type InputHTMLAttributes } from 'react'

/** A labelled text input whose hint turns into the problem when there is one. */
export function TextField({
  label,
  hint,
  problem,
  className = '',
  ...input
}: { label: string; hint: string; problem: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        spellCheck={false}
        aria-invalid={problem !== null}
        aria-describedby={`${id}-help`}
        className={`mt-1 block w-full rounded-lg border border-line bg-surface-raised px-3 py-2 font-mono text-ink aria-invalid:border-danger ${className}`}
        {...input}
      />
      <p id={`${id}-help`} className={`mt-1 text-sm ${problem ? 'text-danger' : 'text-ink-muted'}`}>
        {problem ?? hint}
      </p>
    </div>
  )
}
