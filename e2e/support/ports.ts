/** Ports of the servers the e2e suite starts; apart from `npm start`'s so both can run at once. */
export const E2E_API_PORT = 8790
export const E2E_VIEWER_PORT = 4180
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}`
export const E2E_VIEWER_URL = `http://127.0.0.1:${E2E_VIEWER_PORT}`
/** A second demo API that hides `ETag` from other origins (CORS), for the browser-cache path. */
export const E2E_API_NO_ETAG_PORT = 8791
export const E2E_API_NO_ETAG_URL = `http://127.0.0.1:${E2E_API_NO_ETAG_PORT}`
/**
 * The viewer behind the public-display proxy (nginx, scripts/proxy.ts), and the demo API behind it.
 * Not 4190: it is on the Fetch standard's list of bad ports, so Node's fetch refuses it.
 */
export const E2E_PROXY_PORT = 4191
export const E2E_PROXY_URL = `http://127.0.0.1:${E2E_PROXY_PORT}`
export const E2E_PROXY_API_PORT = 8792
export const E2E_PROXY_API_URL = `http://127.0.0.1:${E2E_PROXY_API_PORT}`
