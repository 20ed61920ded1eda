/** Ports of the servers the e2e suite starts; apart from `npm start`'s so both can run at once. */
export const E2E_API_PORT = 8790
export const E2E_VIEWER_PORT = 4180
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}`
export const E2E_VIEWER_URL = `http://127.0.0.1:${E2E_VIEWER_PORT}`
