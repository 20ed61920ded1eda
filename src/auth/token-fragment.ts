/**
 * A token handed over in the address's fragment (`#token=...`, from a venue-screen or embed link)
 * is taken once at start-up and removed from the address bar and from history, before the router
 * or anything else reads the address. `&remember=1` keeps it on this device (a TV that reboots).
 * Other fragment parameters stay.
 */
export interface FragmentToken {
  token: string
  remember: boolean
}

export function takeTokenFromFragment(
  location: Pick<Location, 'hash' | 'href'>,
  history: Pick<History, 'replaceState' | 'state'>,
): FragmentToken | null {
  if (!location.hash.includes('token=')) return null
  const params = new URLSearchParams(location.hash.slice(1))
  const token = params.get('token')?.trim() ?? ''
  const remember = params.get('remember') === '1'
  params.delete('token')
  params.delete('remember')
  const url = new URL(location.href)
  const rest = params.toString()
  url.hash = rest ? `#${rest}` : ''
  // replaceState rewrites the current history entry: the token is in neither the bar nor history.
  history.replaceState(history.state, '', url.href.endsWith('#') ? url.href.slice(0, -1) : url.href)
  return token ? { token, remember } : null
}
