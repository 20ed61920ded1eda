import { useRouteContext } from '@tanstack/react-router'

export function ConnectScreen() {
  const { config } = useRouteContext({ from: '__root__' })
  return (
    <section aria-labelledby="connect-title" className="mx-auto max-w-xl">
      <h1 id="connect-title" className="text-2xl font-semibold">
        Connect to your organization
      </h1>
      <p className="mt-2 text-ink-muted">
        Paste an API token from your organizer dashboard (organization page, API tab) to browse your
        tournaments.
      </p>
      <dl className="mt-6 rounded-card border border-line bg-surface-raised p-4 text-sm">
        <dt className="font-medium">API address</dt>
        <dd className="mt-1 font-mono break-all text-ink-muted">
          {config.apiBaseUrl || 'this site (same origin)'}
        </dd>
      </dl>
    </section>
  )
}
