/**
 * Where to go after connecting: the in-app address the user was on when the viewer asked for a
 * token. Only a path of this site ("/tournaments/…"), never another origin ("//evil.example",
 * "https://…") or a script.
 */
export function safeNextPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined
  if ([...value].some((character) => character < ' ')) return undefined
  return value
}
