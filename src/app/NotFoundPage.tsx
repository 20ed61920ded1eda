import { Link } from '@tanstack/react-router'

export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-xl py-12 text-center">
      <h1 id="not-found-title" className="text-2xl font-semibold">
        Page not found
      </h1>
      <p className="mt-3 text-ink-muted">
        This address does not match any page of Courtside. Check the link, or start again from the home page.
      </p>
      <Link
        to="/"
        className="mt-6 inline-block rounded-lg bg-accent px-4 py-2 font-medium text-accent-ink hover:opacity-90"
      >
        Go to the home page
      </Link>
    </section>
  )
}
