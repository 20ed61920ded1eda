import { useId, type ReactNode } from 'react'

/**
 * Text to copy elsewhere (a link, a snippet of HTML), labelled, read-only and selected whole on
 * focus. 'as-is' keeps its lines, one row each, scrolling sideways; 'wrap' breaks a long link
 * anywhere in a box of `rows`.
 */
export function CodeField({
  label,
  value,
  lines = 'as-is',
  rows,
  aside,
}: {
  label: string
  value: string
  lines?: 'as-is' | 'wrap'
  rows?: number
  /** Beside the label, at its right: a copy button. */
  aside?: ReactNode
}) {
  const id = useId()
  return (
    <div>
      <div className="flex items-end justify-between gap-3">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        {aside}
      </div>
      <textarea
        id={id}
        readOnly
        value={value}
        spellCheck={false}
        rows={lines === 'as-is' ? value.split('\n').length : rows}
        wrap={lines === 'as-is' ? 'off' : undefined}
        onFocus={(event) => event.currentTarget.select()}
        className={`mt-1 block w-full resize-none rounded-lg border border-line bg-surface-sunken px-3 font-mono text-sm ${lines === 'as-is' ? 'overflow-x-auto pt-2 pb-4' : 'py-2 break-all'}`}
      />
    </div>
  )
}
