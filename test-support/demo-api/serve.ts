/**
 * The demo API on a free port of 127.0.0.1, in this process: for a browser, nginx or anything else
 * that needs a socket. Tests that need none call `demo.fetch` instead (`client.ts`,
 * `viewer-fetch.ts`). The test or bench keeps `demo`, so it reads the request log and sets faults
 * directly, without the HTTP control surface.
 */
import { createAdaptorServer } from '@hono/node-server'
import { Server } from 'node:http'
import { createDemoApp, type DemoApp, type DemoAppOptions } from '../../server/src/app.ts'
import { withDemoDataset } from './datasets.ts'

const HOST = '127.0.0.1'

export interface ServedDemoApi {
  demo: DemoApp
  /** `http://127.0.0.1:<port>`, the same after `stop()` and `start()`. */
  url: string
  /** Stops answering at once: open keep-alive connections are cut too, as when a server dies. */
  stop(): Promise<void>
  /** Answers again on the same port, with the data and counts it had. */
  start(): Promise<void>
  /** Stops answering and stops the demo's timers (the live simulation). */
  close(): Promise<void>
}

/** Serves `demo`, or a new demo API made with `options`. */
export async function serveDemoApi(from: DemoApp | DemoAppOptions = {}): Promise<ServedDemoApi> {
  const demo = 'fetch' in from ? from : createDemoApp(withDemoDataset(from))
  let server: Server | null = await listen(demo, 0)
  const port = portOf(server)
  const stop = async () => {
    if (server) await closeServer(server)
    server = null
  }
  return {
    demo,
    url: `http://${HOST}:${port}`,
    stop,
    async start() {
      server ??= await listen(demo, port)
    },
    async close() {
      await stop()
      demo.close()
    },
  }
}

function listen(demo: DemoApp, port: number): Promise<Server> {
  const server = createAdaptorServer({ fetch: demo.fetch, hostname: HOST })
  if (!(server instanceof Server)) throw new Error('expected an HTTP/1.1 server')
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, HOST, () => resolve(server))
  })
}

function portOf(server: Server): number {
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the demo API has no TCP port')
  return address.port
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}
