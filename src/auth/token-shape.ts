/**
 * The contract's token form, `<prefix>_live_<secret>` or `<prefix>_test_<secret>`, checked before
 * any request so that a half-copied token gets a clear message instead of a 401.
 */
export type TokenShape =
  { ok: true; token: string; environment: 'live' | 'test' } | { ok: false; problem: 'empty' | 'shape' }

const TOKEN_FORM = /^[A-Za-z0-9]+_(live|test)_[A-Za-z0-9_-]+$/

export function checkTokenShape(raw: string): TokenShape {
  const token = raw.trim()
  if (token === '') return { ok: false, problem: 'empty' }
  const match = TOKEN_FORM.exec(token)
  if (!match) return { ok: false, problem: 'shape' }
  return { ok: true, token, environment: match[1] === 'live' ? 'live' : 'test' }
}
