import { errorMessages } from '../../components/page/error-messages'
import { useSession } from '../../auth/use-session'
import { useMessages } from '../../i18n/locale'
import { Notice } from '../../components/page'
import { ConnectedOrganization } from './ConnectedOrganization'
import { ConnectForm } from './ConnectForm'
import { connectMessages } from './messages'

/** `/`: paste a token, see whose it is, sign out. In proxy mode there is nothing to paste. */
export function ConnectScreen() {
  const m = useMessages(connectMessages)
  const [session] = useSession()
  // Behind the proxy a refused token is the proxy's: nothing to paste or forget here.
  const { proxyToken } = useMessages(errorMessages)
  return (
    <section aria-labelledby="connect-title" className="mx-auto max-w-2xl">
      <h1 id="connect-title" className="text-2xl font-semibold">
        {m.title}
      </h1>
      {session.mode === 'proxy' ? (
        <div className="mt-4 rounded-card border border-line bg-surface-raised p-4">
          <h2 className="font-semibold">{m.proxyTitle}</h2>
          <p className="mt-1 text-ink-muted">{m.proxyDetail}</p>
          {session.problem && (
            <Notice tone="danger" role="alert" className="mt-4" title={proxyToken.title}>
              {proxyToken.detail}
            </Notice>
          )}
        </div>
      ) : session.token ? (
        <ConnectedOrganization />
      ) : (
        <>
          <p className="mt-2 text-ink-muted">{m.intro}</p>
          <ConnectForm />
        </>
      )}
    </section>
  )
}
