import type { Context } from 'hono'
import { codingFor, compress } from './content-coding.ts'
import type { DemoEnv } from './env.ts'
import { etagOf, ifNoneMatchHits } from './etag.ts'

/**
 * A 200 JSON answer with a strong ETag, or a bodiless 304 when `If-None-Match` names that tag.
 * `private, no-cache` lets a browser keep the body and revalidate it every time (the way a client
 * that cannot read `ETag` through CORS still gets 304s); `Vary` keeps answers for different tokens
 * and encodings apart. The body is `c.var.answerText`'s when set (the demo's gaps), else the
 * data's JSON. While compression is on (`c.var.compression`) a client that takes br or gzip gets
 * its body so; each coding is another representation with its own strong tag (`"…-gzip"`,
 * `"…-br"`, as Apache names them), and any of the tags revalidates, as all name the same data.
 */
export function sendJson(c: Context<DemoEnv>, data: unknown): Response {
  const { answerText, operation } = c.var
  const body = answerText && operation ? answerText(operation, data) : JSON.stringify(data)
  const plainTag = etagOf(body)
  const tagOf = (coding: string) => `${plainTag.slice(0, -1)}-${coding}"`
  const coding = c.var.compression ? codingFor(body, c.req.header('Accept-Encoding')) : null
  const headers: Record<string, string> = {
    ETag: coding ? tagOf(coding) : plainTag,
    'Cache-Control': 'private, no-cache',
    Vary: 'Authorization, Accept-Encoding',
  }
  const ifNoneMatch = c.req.header('If-None-Match')
  if ([plainTag, tagOf('gzip'), tagOf('br')].some((tag) => ifNoneMatchHits(ifNoneMatch, tag)))
    return c.body(null, 304, headers)
  headers['Content-Type'] = 'application/json; charset=utf-8'
  if (!coding) return c.body(body, 200, headers)
  return c.body(compress(body, coding), 200, { ...headers, 'Content-Encoding': coding })
}
