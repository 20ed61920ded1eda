// Placeholder until the demo API lands (issue "Demo API"): it answers health checks and says so.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { cors } from 'hono/cors'

const portFlag = process.argv.indexOf('--port')
const port = Number(portFlag > -1 ? process.argv[portFlag + 1] : (process.env.PORT ?? 8787))
const hostname = process.env.HOST ?? '127.0.0.1'

const app = new Hono()
app.use('*', cors())
app.get('/_demo/health', (c) => c.json({ ok: true, placeholder: true }))
app.all('*', (c) =>
  c.json(
    { statusCode: 501, code: 'NOT_IMPLEMENTED', message: 'The demo API is a placeholder for now.' },
    501,
  ),
)

serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Demo API placeholder on http://${info.address}:${info.port}`)
})
