import { useQueryClient } from '@tanstack/react-query'
import { errorMessages } from '../../components/page/error-messages'
import { isApiError } from '../../api/errors'
import { useApi } from '../../hooks/use-api'
import { useSession } from '../../auth/use-session'
import { useMessages } from '../../i18n/locale'
import { screenMessages } from './messages'
import type { ScreenConfig, ScreenSearch } from './screen-config'
import { configFromSearch } from './screen-link'
import { ScreenFrame } from './ScreenFrame'
import { ScreenMessage } from './ScreenMessage'
import { screenQueries } from './screen-queries'
import { ShowScreen } from './ShowScreen'
import { useScreenQuery } from './use-screen-query'
import { useWakeLock } from './use-wake-lock'
import { isPublished } from '../../domain/visibility'

/** Divisions and rounds change rarely: the tournament itself is read again every five minutes. */
const META_REFRESH_MS = 5 * 60_000

/** The venue screen as the TV shows it: the whole window, no app chrome, never blank. */
export function ScreenPage({ search }: { search: ScreenSearch }) {
  const m = useMessages(screenMessages)
  const config = configFromSearch(search)
  useWakeLock(true)
  return (
    <ScreenFrame theme={search.theme} textScale={search.scale} fill="full">
      {config ? (
        <ScreenContent config={config} live />
      ) : (
        <ScreenMessage title={m.badLink.title} tone="problem">
          <p>{m.badLink.detail}</p>
        </ScreenMessage>
      )}
    </ScreenFrame>
  )
}

/** The screen for `config`, or the whole-screen message that says why it cannot show. */
export function ScreenContent({ config, live }: { config: ScreenConfig; live: boolean }) {
  const m = useMessages(screenMessages)
  const [session] = useSession()
  const noToken = session.mode === 'user' && session.token === null
  const { proxyToken } = useMessages(errorMessages)
  if (session.problem && session.mode === 'proxy') {
    // Not this screen's token: a new screen link would not help.
    return (
      <ScreenMessage title={proxyToken.title} tone="problem">
        <p>{proxyToken.detail}</p>
      </ScreenMessage>
    )
  }
  if (session.problem || noToken) {
    return (
      <ScreenMessage
        title={session.problem ? m.tokenProblem[session.problem] : m.noToken.title}
        tone="problem"
      >
        <p>{m.whatToDo}</p>
      </ScreenMessage>
    )
  }
  return <TournamentScreen config={config} live={live} />
}

function TournamentScreen({ config, live }: { config: ScreenConfig; live: boolean }) {
  const m = useMessages(screenMessages)
  const options = screenQueries.meta(useApi(), config.tournamentIdx)
  // Until the tournament has been read, it is asked for as often as a view would be.
  const loaded = useQueryClient().getQueryState(options.queryKey)?.data !== undefined
  const refreshMs = loaded ? META_REFRESH_MS : config.refreshSeconds * 1000
  const meta = useScreenQuery(options, { refreshMs, live })
  // A draft is not for the public: the tournament, read every 5 minutes, says when it is published.
  if (meta.data && !isPublished(meta.data)) {
    return (
      <ScreenMessage title={m.notPublished.title}>
        <p>{m.notPublished.detail}</p>
      </ScreenMessage>
    )
  }
  if (meta.data) return <ShowScreen config={config} meta={meta.data} live={live} />
  if (isApiError(meta.error) && (meta.error.status === 404 || meta.error.status === 400)) {
    return (
      <ScreenMessage title={m.tournamentNotFound.title} tone="problem">
        <p>{m.tournamentNotFound.detail}</p>
      </ScreenMessage>
    )
  }
  if (meta.error) {
    return (
      <ScreenMessage title={m.unreachable.title}>
        <p>{m.unreachable.detail}</p>
      </ScreenMessage>
    )
  }
  return <ScreenMessage title={m.connecting} />
}
