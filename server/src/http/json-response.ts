import type { Context } from 'hono'
import { etagOf, ifNoneMatchHits } from './etag.ts'

/**
 * A 200 JSON answer with a strong ETag, or a bodiless 304 when `If-None-Match` names that tag.
 * `private, no-cache` lets a browser keep the body and revalidate it every time (the way a client
 * that cannot read `ETag` through CORS still gets 304s); `Vary: Authorization` keeps answers for
 * different tokens apart.
 */
export function sendJson(c: Context, data: unknown): Response {
  const body = JSON.stringify(data)
  const etag = etagOf(body)
  const headers = { ETag: etag, 'Cache-Control': 'private, no-cache', Vary: 'Authorization' }
  if (ifNoneMatchHits(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers)
  return c.body(body, 200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' })
}
