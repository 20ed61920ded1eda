import { normalizeApiAddress } from './api-address'

/**
 * A token handed over in the address's fragment (`#token=...`, from a venue-screen or embed link)
 * is taken and removed from the address bar and the tab's history entry before the router or
 * anything else reads the address: at start-up, and on any later same-document navigation to such
 * a link. (The browser's history database keeps the address as it was visited: README, "Tokens".)
 * `&remember=1` keeps it on this device (a TV that reboots); `&api=<http(s) URL>` names the API the
 * token belongs to when it is not the configured one, which the session accepts only for an origin
 * the deployment allows (`isAllowedApiAddress`). Other fragment parameters stay.
 */
export interface FragmentToken {
  token: string
  remember: boolean
  /**
   * The API address the link names, as it names it (without trailing slashes when it is an http(s)
   * URL); absent: the configured one. Not checked here: config.json is not loaded yet.
   */
  apiBaseUrl?: string
}

const HANDOVER_KEYS = ['token', 'remember', 'api']

export function takeTokenFromFragment(
  location: Pick<Location, 'hash' | 'href'>,
  history: Pick<History, 'replaceState' | 'state'>,
): FragmentToken | null {
  const params = new URLSearchParams(location.hash.slice(1))
  if (!HANDOVER_KEYS.some((key) => params.has(key))) return null
  const handedOver = readHandOver(params)
  for (const key of HANDOVER_KEYS) params.delete(key)
  const url = new URL(location.href)
  const rest = params.toString()
  url.hash = rest ? `#${rest}` : ''
  // replaceState rewrites the tab's current history entry: the token is gone from the bar, and from
  // back and forward; not from the browser's record of visited addresses.
  history.replaceState(history.state, '', url.href.endsWith('#') ? url.href.slice(0, -1) : url.href)
  return handedOver
}

/**
 * `api=` counts only beside a `token=`: an address alone would send the token this browser already
 * keeps to another origin. Whether the address is one the token may go to is the session's call.
 */
function readHandOver(params: URLSearchParams): FragmentToken | null {
  const token = params.get('token')?.trim() ?? ''
  if (token === '') return null
  const remember = params.get('remember') === '1'
  const api = params.get('api')
  if (api === null) return { token, remember }
  return { token, remember, apiBaseUrl: normalizeApiAddress(api) || api }
}

/** The fragment (without `#`) a link hands a token over with: what `takeTokenFromFragment` reads. */
export function handOverFragment({ token, remember, apiBaseUrl }: FragmentToken): string {
  const params = new URLSearchParams({ token })
  if (remember) params.set('remember', '1')
  if (apiBaseUrl) params.set('api', apiBaseUrl)
  return params.toString()
}

/**
 * The `api=` a link made by staff needs: the address they are connected to, when it is not the one
 * the viewer is configured with ("" is the viewer's own origin).
 */
export function handOverApiAddress(
  connected: string,
  configured: string,
  viewerOrigin: string,
): string | undefined {
  const absolute = (address: string) => address || viewerOrigin
  return absolute(connected) === absolute(configured) ? undefined : absolute(connected)
}

/**
 * Takes a token from the fragment whenever the page navigates within itself (a `#token=` link
 * opened on a page already showing). Installed before the router, its `popstate` listener runs
 * first, so the router never sees the token; `hashchange` is the fallback. Returns the uninstaller.
 */
export function watchTokenFragment(
  target: Pick<Window, 'location' | 'history' | 'addEventListener' | 'removeEventListener'>,
  onHandOver: (handedOver: FragmentToken) => void,
): () => void {
  const take = () => {
    const handedOver = takeTokenFromFragment(target.location, target.history)
    if (handedOver) onHandOver(handedOver)
  }
  target.addEventListener('popstate', take)
  target.addEventListener('hashchange', take)
  return () => {
    target.removeEventListener('popstate', take)
    target.removeEventListener('hashchange', take)
  }
}
