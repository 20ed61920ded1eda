import { useId } from 'react'
import { PRIMARY_BUTTON } from '../../components/forms/buttons'
import { useMessages } from '../../i18n/locale'
import { configUnreadableMessages } from './messages'

/** The page a built viewer shows, whatever its address, while it cannot read its config.json. */
export function ConfigUnreadable({ trying, onRetry }: { trying: boolean; onRetry: () => void }) {
  const m = useMessages(configUnreadableMessages)
  const titleId = useId()
  return (
    <main className="min-h-screen bg-surface p-4 text-ink">
      <section role="alert" aria-labelledby={titleId} className="mx-auto max-w-xl py-10 text-center">
        <h1 id={titleId} className="text-2xl font-semibold">
          {m.title}
        </h1>
        <p className="mt-3 text-ink-muted">{m.detail}</p>
        <p className="mt-2 text-ink-muted">{m.whatToDo}</p>
        <button type="button" className={`mt-6 ${PRIMARY_BUTTON}`} disabled={trying} onClick={onRetry}>
          {trying ? m.retrying : m.retry}
        </button>
      </section>
    </main>
  )
}
