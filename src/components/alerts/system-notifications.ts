/**
 * System notifications (the Notifications API), asked for only from a person's press of a button,
 * never on load: a page that asks unprompted gets denied, and browsers start hiding its requests.
 * Where the API is missing (an iOS browser outside a home-screen app, old browsers), alerts stay
 * in the page.
 */
export type NotificationAccess = NotificationPermission | 'unsupported'

function api(): typeof Notification | null {
  return typeof globalThis.Notification === 'function' ? globalThis.Notification : null
}

export function notificationAccess(): NotificationAccess {
  return api()?.permission ?? 'unsupported'
}

/** Asks the browser; call it only from a click. */
export async function askForNotifications(): Promise<NotificationAccess> {
  const Notifications = api()
  if (!Notifications) return 'unsupported'
  try {
    return await Notifications.requestPermission()
  } catch {
    return notificationAccess()
  }
}

/**
 * Shows one notification if the person allowed them; `tag` replaces an earlier one of the same
 * alert. Some browsers (Chrome on Android) allow notifications only from a service worker and
 * throw here: the notice in the page is then all there is.
 */
export function showNotification(
  title: string,
  options: { body: string; tag: string; lang: string },
  onClick: () => void,
): boolean {
  const Notifications = api()
  if (Notifications?.permission !== 'granted') return false
  try {
    const notification = new Notifications(title, options)
    notification.onclick = () => {
      globalThis.focus?.()
      onClick()
      notification.close()
    }
    return true
  } catch {
    return false
  }
}
