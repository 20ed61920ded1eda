import { Link } from '@tanstack/react-router'
import { useMessages } from '../i18n/locale'
import { staffChromeMessages } from './messages'

export function NotFoundPage() {
  const m = useMessages(staffChromeMessages)
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-xl py-12 text-center">
      <h1 id="not-found-title" className="text-2xl font-semibold">
        {m.notFoundTitle}
      </h1>
      <p className="mt-3 text-ink-muted">{m.notFoundDetail}</p>
      <Link
        to="/"
        className="mt-6 inline-block rounded-lg bg-accent px-4 py-2 font-medium text-accent-ink hover:opacity-90"
      >
        {m.notFoundHome}
      </Link>
    </section>
  )
}
