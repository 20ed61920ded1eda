import type { IncomingMessage } from 'node:http'
import type { OperationName } from '../api/operation-name.ts'
import type { TokenRecord } from '../auth/token-store.ts'

/** What @hono/node-server passes as `c.env`; absent for in-process requests. */
export interface NodeBindings {
  incoming?: IncomingMessage
}

/** Hono's typing for the demo API: node bindings and what middleware passes down. */
export interface DemoEnv {
  Bindings: NodeBindings
  Variables: {
    /** The authenticated token, set by the guard. */
    token: TokenRecord
    /** The injected fault, if any, for the request log. */
    fault: string | null
    /** Whether answers go compressed to clients that take it (the demo's `compression` setting). */
    compression: boolean | undefined
    /** The operation answering, once routed. */
    operation: OperationName | undefined
    /** Writes an operation's answer as JSON text instead of `JSON.stringify` (the demo's gaps). */
    answerText: ((operation: OperationName, data: unknown) => string) | undefined
  }
}
