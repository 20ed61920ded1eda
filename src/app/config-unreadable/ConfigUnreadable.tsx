import { useId } from 'react'
import { PRIMARY_BUTTON } from '../../components/forms/buttons'
import { useMessages } from '../../i18n/locale'
import { configUnreadableMessages } from './messages'

/** The page a built viewer shows, whatever its address, while it cannot read its config.json. */
export function ConfigUnreadable({ trying, onRetry }: { trying: boolean; onRetry: () => void }) {
  const m = useMessages(configUnreadableMessages)
  const titleId = useId()
  return (
    // Sized by the viewport beyond a laptop's: the page may be a venue screen's, read from afar.
    <main className="min-h-screen bg-surface p-4 text-ink" style={{ fontSize: 'max(1rem, 1.1vw)' }}>
      <section role="alert" aria-labelledby={titleId} className="mx-auto max-w-[36em] py-[2.5em] text-center">
        <h1 id={titleId} className="text-[1.5em] font-semibold">
          {m.title}
        </h1>
        <p className="mt-[0.75em] text-ink-muted">{m.detail}</p>
        <p className="mt-[0.5em] text-ink-muted">{m.whatToDo}</p>
        <button
          type="button"
          className={`mt-[1.5em] ${PRIMARY_BUTTON} text-[1em]`}
          disabled={trying}
          onClick={onRetry}
        >
          {trying ? m.retrying : m.retry}
        </button>
      </section>
    </main>
  )
}
