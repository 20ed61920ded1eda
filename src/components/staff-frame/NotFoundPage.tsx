import { Link } from '@tanstack/react-router'
import { useMessages } from '../../i18n/locale'
import { notFoundMessages } from './not-found-messages'

export function NotFoundPage() {
  const m = useMessages(notFoundMessages)
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-xl py-12 text-center">
      <h1 id="not-found-title" className="text-2xl font-semibold">
        {m.title}
      </h1>
      <p className="mt-3 text-ink-muted">{m.detail}</p>
      <Link
        to="/"
        className="mt-6 inline-block rounded-lg bg-accent px-4 py-2 font-medium text-accent-ink hover:opacity-90"
      >
        {m.home}
      </Link>
    </section>
  )
}
