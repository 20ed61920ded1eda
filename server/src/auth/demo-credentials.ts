import type { Dataset } from '../data/dataset-schema.ts'
import type { Environment, TokenRecord, TokenStore } from './token-store.ts'

const DAY = 86_400_000

/**
 * The demo tokens: the same values on every run (so they can be written in the README), stored
 * like any token (hash only). `expired` expired a day before the server started and `expiringSoon`
 * expires ten days after, by the server's clock. `wrongEnvironment` is a valid token of the other
 * environment (a live token against the test server). The first organization of the dataset is
 * `main`, the second `second`, the third (250 tournaments in the generated data) `many`; a dataset
 * file of two organizations gives `many` the main one.
 */
const DEMO_TOKENS = {
  main: { idx: 'a11ce000-0000-4000-8000-000000000001', secret: 'CsDemoMainOrganizationRead000001' },
  second: { idx: 'a11ce000-0000-4000-8000-000000000002', secret: 'CsDemoSecondOrganizationRead0002' },
  expired: { idx: 'a11ce000-0000-4000-8000-000000000003', secret: 'CsDemoExpiredToken00000000000003' },
  noReadScope: { idx: 'a11ce000-0000-4000-8000-000000000004', secret: 'CsDemoNoReadScope000000000000004' },
  wrongEnvironment: {
    idx: 'a11ce000-0000-4000-8000-000000000005',
    secret: 'CsDemoWrongEnvironment0000000005',
  },
  expiringSoon: { idx: 'a11ce000-0000-4000-8000-000000000006', secret: 'CsDemoExpiringSoon00000000000006' },
  many: { idx: 'a11ce000-0000-4000-8000-000000000007', secret: 'CsDemoManyTournamentsRead0000007' },
} as const

export type DemoTokenName = keyof typeof DEMO_TOKENS

export interface DemoCredential {
  token: string
  idx: string
  name: string
  organization: { idx: string; name: string; slug: string }
  environment: Environment
  scopes: string[]
  expiresAt: string | null
  /** What the token is for, in a sentence. */
  purpose: string
}

export type DemoCredentials = Record<DemoTokenName, DemoCredential>

const PURPOSES: Record<DemoTokenName, string> = {
  main: 'reads the main organization (the one with Roland Garros and the live tournaments)',
  second: 'reads the second organization: the main one’s ids answer 404 with it',
  expired: 'expired: answers 401 EXPIRED_API_TOKEN',
  noReadScope: 'lacks the read scope: answers 403 INSUFFICIENT_SCOPE',
  wrongEnvironment: 'a token of the other environment: answers 401 INVALID_API_TOKEN',
  expiringSoon: 'reads the main organization and expires within 14 days (for expiry warnings)',
  many: 'reads the organization of 250 tournaments (pickers that must reach past a page of 100)',
}

export function addDemoTokens(
  store: TokenStore,
  dataset: Dataset,
  environment: Environment,
  now: number,
): DemoCredentials {
  const [main, second, third] = dataset.organizations
  if (!main || !second) throw new Error('the dataset needs two organizations for the demo tokens')
  const many = third ?? main
  const other: Environment = environment === 'test' ? 'live' : 'test'
  const createdAt = new Date(now - 30 * DAY).toISOString()
  const make = (
    name: DemoTokenName,
    fields: Partial<Pick<TokenRecord, 'scopes' | 'expiresAt' | 'environment'>> = {},
  ) => {
    const organization = name === 'second' ? second : name === 'many' ? many : main
    const tokenEnvironment = fields.environment ?? environment
    const { record, token } = store.add({
      idx: DEMO_TOKENS[name].idx,
      secret: DEMO_TOKENS[name].secret,
      organizationIdx: organization.idx,
      name: `Demo token (${name})`,
      environment: tokenEnvironment,
      scopes: fields.scopes ?? ['read'],
      createdAt,
      expiresAt: fields.expiresAt ?? null,
    })
    const credential: DemoCredential = {
      token,
      idx: record.idx,
      name: record.name,
      organization: { idx: organization.idx, name: organization.name, slug: organization.slug },
      environment: tokenEnvironment,
      scopes: record.scopes,
      expiresAt: record.expiresAt,
      purpose: PURPOSES[name],
    }
    return credential
  }
  return {
    main: make('main'),
    second: make('second'),
    expired: make('expired', { expiresAt: new Date(now - DAY).toISOString() }),
    noReadScope: make('noReadScope', { scopes: [] }),
    wrongEnvironment: make('wrongEnvironment', { environment: other }),
    expiringSoon: make('expiringSoon', { expiresAt: new Date(now + 10 * DAY).toISOString() }),
    many: make('many'),
  }
}
