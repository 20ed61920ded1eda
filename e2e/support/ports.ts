/** Ports of the servers the e2e suite starts; apart from `npm start`'s so both can run at once. */
export const E2E_API_PORT = 8790
export const E2E_VIEWER_PORT = 4180
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}`
export const E2E_VIEWER_URL = `http://127.0.0.1:${E2E_VIEWER_PORT}`
/** A second demo API that hides `ETag` from other origins (CORS), for the browser-cache path. */
export const E2E_API_NO_ETAG_PORT = 8791
export const E2E_API_NO_ETAG_URL = `http://127.0.0.1:${E2E_API_NO_ETAG_PORT}`
