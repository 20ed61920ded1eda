import { createHash, randomBytes, randomUUID } from 'node:crypto'

export type Environment = 'test' | 'live'

/** The service part of a token: `tr_test_<secret>` or `tr_live_<secret>`. */
export const TOKEN_SERVICE = 'tr'
export const TOKEN_PATTERN = /^tr_(live|test)_([A-Za-z0-9]{16,128})$/

/** A token as the service keeps it: a hash of the secret, never the secret. */
export interface TokenRecord {
  idx: string
  name: string
  organizationIdx: string
  environment: Environment
  secretHash: string
  /** The displayable head: service, environment and the first characters of the secret. */
  prefix: string
  scopes: string[]
  createdAt: string
  expiresAt: string | null
  lastUsedAt: string | null
  revoked: boolean
}

export interface NewToken {
  organizationIdx: string
  name: string
  environment: Environment
  scopes: string[]
  createdAt: string
  expiresAt: string | null
  idx?: string
  /** Fixed secret (the demo tokens); a random one otherwise. */
  secret?: string
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

export class TokenStore {
  #byHash = new Map<string, TokenRecord>()
  #byIdx = new Map<string, TokenRecord>()

  /** Stores a token and returns it with its full value, which is not kept. */
  add(input: NewToken): { record: TokenRecord; token: string } {
    const secret = input.secret ?? randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')
    const record: TokenRecord = {
      idx: input.idx ?? randomUUID(),
      name: input.name,
      organizationIdx: input.organizationIdx,
      environment: input.environment,
      secretHash: hashSecret(secret),
      prefix: `${TOKEN_SERVICE}_${input.environment}_${secret.slice(0, 8)}`,
      scopes: input.scopes,
      createdAt: input.createdAt,
      expiresAt: input.expiresAt,
      lastUsedAt: null,
      revoked: false,
    }
    this.#byHash.set(record.secretHash, record)
    this.#byIdx.set(record.idx, record)
    return { record, token: `${TOKEN_SERVICE}_${input.environment}_${secret}` }
  }

  /** The record of a presented token value, whatever its state; undefined if unknown or malformed. */
  find(token: string): TokenRecord | undefined {
    const match = TOKEN_PATTERN.exec(token)
    if (!match?.[2]) return undefined
    const record = this.#byHash.get(hashSecret(match[2]))
    return record && record.environment === match[1] ? record : undefined
  }

  byIdx(idx: string): TokenRecord | undefined {
    return this.#byIdx.get(idx)
  }
}
