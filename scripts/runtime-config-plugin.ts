import type { Connect, Plugin } from 'vite'

/**
 * Lets `npm start` and the e2e suite point a dev or preview server at a demo API on any port
 * without touching public/config.json: when COURTSIDE_CONFIG holds a JSON document, the servers
 * answer `/config.json` with it. Builds are unaffected; deployments ship their own config.json.
 */
export function runtimeConfigOverride(): Plugin {
  const override = process.env.COURTSIDE_CONFIG
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    if (!override || req.url?.split('?')[0] !== '/config.json') return next()
    res.setHeader('Content-Type', 'application/json')
    res.setHeader('Cache-Control', 'no-cache')
    res.end(override)
  }
  return {
    name: 'courtside-runtime-config-override',
    configureServer(server) {
      server.middlewares.use(middleware)
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware)
    },
  }
}
