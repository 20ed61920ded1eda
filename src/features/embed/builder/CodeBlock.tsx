import { useId, useState } from 'react'
import { useMessages } from '../../../i18n/locale'
import { SECONDARY_BUTTON } from '../../screen/setup/fields'
import { builderMessages } from './messages'

/** A piece of HTML to paste into the club's page, read-only, with a button that copies it. */
export function CodeBlock({ label, code }: { label: string; code: string }) {
  const m = useMessages(builderMessages)
  const id = useId()
  const [status, setStatus] = useState('')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code)
      setStatus(m.copied)
    } catch {
      setStatus(m.copyFailed)
    }
  }
  return (
    <div>
      <div className="flex items-end justify-between gap-3">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <button type="button" className={SECONDARY_BUTTON} onClick={() => void copy()}>
          {m.copy}
        </button>
      </div>
      <textarea
        id={id}
        readOnly
        // One row per line, unwrapped: the code reads as it will be pasted, scrolling sideways.
        rows={code.split('\n').length}
        wrap="off"
        value={code}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 block w-full resize-none overflow-x-auto rounded-lg border border-line bg-surface-sunken px-3 pt-2 pb-4 font-mono text-sm"
      />
      <p role="status" className="mt-1 text-sm font-medium empty:hidden">
        {status}
      </p>
    </div>
  )
}
