import { gzipSync } from 'node:zlib'

/** Bodies smaller than this go as they are: gzip's header would eat the gain (nginx's default). */
const MIN_GZIP_BYTES = 1024

/** Whether an `Accept-Encoding` header takes gzip: listed (or `*`) without `q=0`. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false
  return header.split(',').some((entry) => {
    const [coding = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase())
    if (coding !== 'gzip' && coding !== '*') return false
    const q = parameters.find((parameter) => parameter.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}

/**
 * A JSON body as sent to a client that takes gzip, as a real HTTP API (and this repo's nginx proxy)
 * sends it: the 380 KB round of a 128 draw is 66 KB on the wire. Null when it goes uncompressed.
 */
export function gzipped(body: string, acceptEncoding: string | undefined): Uint8Array<ArrayBuffer> | null {
  if (!acceptsGzip(acceptEncoding) || Buffer.byteLength(body) < MIN_GZIP_BYTES) return null
  return Uint8Array.from(gzipSync(body))
}
