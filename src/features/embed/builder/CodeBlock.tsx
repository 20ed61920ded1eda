import { useMessages } from '../../../i18n/locale'
import { CodeField, SMALL_BUTTON, useClipboard } from '../../../components/forms'
import { builderMessages } from './messages'

/** A piece of HTML to paste into the club's page, read-only, with a button that copies it. */
export function CodeBlock({ label, code }: { label: string; code: string }) {
  const m = useMessages(builderMessages)
  const { status, copy } = useClipboard()
  return (
    <div>
      <CodeField
        label={label}
        value={code}
        aside={
          <button
            type="button"
            className={SMALL_BUTTON}
            onClick={() => void copy(code, { copied: m.copied, failed: m.copyFailed })}
          >
            {m.copy}
          </button>
        }
      />
      <p role="status" className="mt-1 text-sm font-medium empty:hidden">
        {status}
      </p>
    </div>
  )
}
