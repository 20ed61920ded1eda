/**
 * A fast 53-bit string hash (cyrb53), as 14 hex digits. Not cryptographic: it tells whether a body
 * changed, and names a session's tab channels without writing its token into them.
 */
export function fingerprint(text: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed
  let h2 = 0x41c6ce57 ^ seed
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0')
}

/** What identifies a token in errors and tab channels; never the token itself. */
export function tokenFingerprint(token: string | null): string | null {
  return token ? fingerprint(token, 7) : null
}
