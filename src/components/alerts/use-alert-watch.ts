import { useRouteContext, useRouter } from '@tanstack/react-router'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { stretchInterval } from '../../api/rate-budget'
import { messagesFor, useLocale } from '../../i18n/locale'
import { bracketMessages } from '../bracket/messages'
import {
  alertSettingsKey,
  followsOfOrigin,
  readAlertSettings,
  subscribeFollows,
  useApiOrigin,
} from '../team/follows'
import { startAlertWatch } from './alert-watch'
import { lookAndTell } from './look-and-tell'
import { alertDetails, alertTitle } from './alert-text'
import { alertMessages } from './messages'
import { recordStore, type RecordStore } from './record-store'
import { showNotification } from './system-notifications'
import { watchRecordKey, type StoredAlert } from './watch-record'

/** A look a minute: the most a watched round is asked for. */
export const LOOK_EVERY_MS = 60_000

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/** The organizations this device follows teams of with this API: none, nothing to watch. */
function useFollowedOrganizations(origin: string | null): string[] {
  const joined = useSyncExternalStore(subscribeFollows, () =>
    origin === null
      ? ''
      : followsOfOrigin(storage(), origin)
          .map((each) => each.organizationIdx)
          .join('\n'),
  )
  return useMemo(() => (joined === '' ? [] : joined.split('\n')), [joined])
}

/**
 * Watches the followed teams' games while the viewer is open: one tab of the browser's (per
 * connection) looks, every tab's notices read the record it keeps. Returns that record's store
 * and the organizations followed, or null while nothing is followed.
 */
export function useAlertWatch(): { record: RecordStore; organizations: string[] } | null {
  const { api, queryClient, session, live } = useRouteContext({ from: '__root__' })
  const router = useRouter()
  const locale = useLocale()
  const origin = useApiOrigin()
  const scope = useSyncExternalStore(session.subscribe, () => session.getSnapshot().scope)
  const organizations = useFollowedOrganizations(origin)
  const following = organizations.length > 0
  const record = useMemo(() => (origin ? recordStore(storage(), watchRecordKey(origin)) : null), [origin])

  useEffect(() => {
    if (!origin || !record || !following) return
    const tell = (alerts: readonly StoredAlert[]) => {
      // Read when told: the alerts' words in the page's language may have come since the start.
      const m = messagesFor(alertMessages, locale)
      const court = messagesFor(bracketMessages, locale)
      for (const alert of alerts)
        showNotification(
          alertTitle(alert, m),
          { body: alertDetails(alert, m, court, locale), tag: alert.key, lang: locale },
          () =>
            void router.navigate({
              to: '/tournaments/$tournamentIdx/teams/$teamIdx',
              params: { tournamentIdx: alert.tournamentIdx, teamIdx: alert.team.idx },
              search: { division: alert.divisionIdx ?? undefined },
            }),
        )
    }
    const watch = startAlertWatch({
      tabs: live.tabs,
      lockName: `courtside:${scope}:alerts`,
      look: () =>
        lookAndTell({
          api,
          queryClient,
          record,
          tell,
          follows: () => followsOfOrigin(storage(), origin),
          settings: (organizationIdx) =>
            readAlertSettings(storage(), alertSettingsKey(origin, organizationIdx)),
        }),
      nextLookIn: (rounds) =>
        stretchInterval(LOOK_EVERY_MS, api.budget.getSnapshot(), Date.now(), {
          pollers: Math.max(1, rounds) + live.drivers.polledCount,
        }),
    })
    // Following another team: look soon, not in a minute.
    const stopListening = subscribeFollows(() => watch.wake())
    return () => {
      stopListening()
      watch.stop()
    }
  }, [api, queryClient, live, router, locale, origin, record, following, scope])

  return following && record ? { record, organizations } : null
}
