import type { Context } from 'hono'
import { gzipped } from './content-coding.ts'
import { etagOf, ifNoneMatchHits } from './etag.ts'

/**
 * A 200 JSON answer with a strong ETag, or a bodiless 304 when `If-None-Match` names that tag.
 * `private, no-cache` lets a browser keep the body and revalidate it every time (the way a client
 * that cannot read `ETag` through CORS still gets 304s); `Vary` keeps answers for different tokens
 * and encodings apart. A gzip answer is another representation, so it gets its own strong tag
 * (`"…-gzip"`, as Apache names them); either tag revalidates, as both name the same data.
 */
export function sendJson(c: Context, data: unknown): Response {
  const body = JSON.stringify(data)
  const plainTag = etagOf(body)
  const gzipTag = `${plainTag.slice(0, -1)}-gzip"`
  const compressed = gzipped(body, c.req.header('Accept-Encoding'))
  const etag = compressed ? gzipTag : plainTag
  const headers: Record<string, string> = {
    ETag: etag,
    'Cache-Control': 'private, no-cache',
    Vary: 'Authorization, Accept-Encoding',
  }
  const ifNoneMatch = c.req.header('If-None-Match')
  if (ifNoneMatchHits(ifNoneMatch, plainTag) || ifNoneMatchHits(ifNoneMatch, gzipTag))
    return c.body(null, 304, headers)
  headers['Content-Type'] = 'application/json; charset=utf-8'
  if (!compressed) return c.body(body, 200, headers)
  return c.body(compressed, 200, { ...headers, 'Content-Encoding': 'gzip' })
}
