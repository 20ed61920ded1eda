import { describe, expect, it, vi } from 'vitest'
import { tokenFingerprint } from '../api/http/fingerprint'
import { defaultRuntimeConfig } from '../config/runtime-config'
import { createSession, type Connection, type TokenIdentity } from './session'

const storages = () => ({ session: window.sessionStorage, local: window.localStorage })
const connection = { token: 'cs_test_one', apiBaseUrl: defaultRuntimeConfig.apiBaseUrl }
const KEY = 'courtside.connection'

describe('the session', () => {
  it('keeps the token in memory and this tab only, unless remembered on this device', () => {
    const session = createSession(defaultRuntimeConfig, storages())
    session.signIn({ ...connection, remember: false })
    expect(session.getToken()).toBe('cs_test_one')
    expect(window.sessionStorage.getItem('courtside.connection')).toContain('cs_test_one')
    expect(window.localStorage.getItem('courtside.connection')).toBeNull()
    session.signIn({ ...connection, remember: true })
    expect(window.localStorage.getItem('courtside.connection')).toContain('cs_test_one')
    expect(
      createSession(defaultRuntimeConfig, { session: null, local: window.localStorage }).getSnapshot(),
    ).toMatchObject({ token: 'cs_test_one', apiBaseUrl: connection.apiBaseUrl, remember: true })
  })

  it('forgets the token everywhere on sign out', () => {
    const session = createSession(defaultRuntimeConfig, storages())
    session.signIn({ ...connection, remember: true })
    session.signOut()
    expect(session.getToken()).toBeNull()
    expect(window.sessionStorage.getItem('courtside.connection')).toBeNull()
    expect(window.localStorage.getItem('courtside.connection')).toBeNull()
    expect(createSession(defaultRuntimeConfig, storages()).getToken()).toBeNull()
  })

  it('drops a token the API refused and says why, but ignores answers meant for an older token', () => {
    const session = createSession(defaultRuntimeConfig, storages())
    session.signIn({ ...connection, remember: false })
    session.reportProblem('EXPIRED_API_TOKEN', tokenFingerprint('cs_test_older'))
    expect(session.getToken()).toBe('cs_test_one')
    session.reportProblem('EXPIRED_API_TOKEN', tokenFingerprint('cs_test_one'))
    expect(session.getSnapshot()).toMatchObject({ token: null, problem: 'EXPIRED_API_TOKEN' })
    expect(window.sessionStorage.getItem('courtside.connection')).toBeNull()
  })

  it('keeps a token handed over by a link for the configured API, or for one the deployment allows', () => {
    const staging = 'https://staging.example'
    const config = { ...defaultRuntimeConfig, allowedApiOrigins: [staging] }
    const atStart = createSession(config, storages(), {
      token: 'cs_test_tv',
      remember: true,
      apiBaseUrl: `${staging}/`,
    })
    expect(atStart.getSnapshot()).toMatchObject({
      token: 'cs_test_tv',
      apiBaseUrl: staging,
      remember: true,
      refusedHandOver: null,
    })
    // A TV that reboots comes back to the same API.
    expect(createSession(config, storages()).getApiBaseUrl()).toBe(staging)

    atStart.reportProblem('EXPIRED_API_TOKEN', tokenFingerprint('cs_test_tv'))
    atStart.handOver({ token: 'cs_test_new', remember: false })
    expect(atStart.getSnapshot()).toMatchObject({
      token: 'cs_test_new',
      apiBaseUrl: defaultRuntimeConfig.apiBaseUrl,
      remember: false,
      problem: null,
    })
    expect(window.sessionStorage.getItem(KEY)).toContain('cs_test_new')
    expect(window.localStorage.getItem(KEY)).toBeNull()
  })

  it.each([
    ['another origin', 'https://attacker.example', 'https://attacker.example'],
    ['the configured host on another port', 'http://127.0.0.1:8788', 'http://127.0.0.1:8788'],
    ['no http(s) address', 'javascript:alert(1)', null],
    ['an empty address', '', null],
  ])(
    'refuses a hand-over naming %s, at start-up and later, and changes nothing stored',
    (_, api, apiOrigin) => {
      const remembered = JSON.stringify({
        token: 'cs_test_real',
        apiBaseUrl: defaultRuntimeConfig.apiBaseUrl,
      })
      window.localStorage.setItem(KEY, remembered)
      const attack = { token: 'cs_test_attacker', remember: true, apiBaseUrl: api }
      const session = createSession(defaultRuntimeConfig, storages(), attack)
      expect(session.getSnapshot()).toMatchObject({
        token: 'cs_test_real',
        apiBaseUrl: defaultRuntimeConfig.apiBaseUrl,
        remember: true,
        refusedHandOver: { apiOrigin },
      })
      session.dismissRefusedHandOver()
      expect(session.getSnapshot().refusedHandOver).toBeNull()

      session.handOver({ ...attack, remember: false })
      expect(session.getSnapshot()).toMatchObject({
        token: 'cs_test_real',
        apiBaseUrl: defaultRuntimeConfig.apiBaseUrl,
        refusedHandOver: { apiOrigin },
      })
      expect(window.localStorage.getItem(KEY)).toBe(remembered)
      expect(window.sessionStorage.getItem(KEY)).toBeNull()
    },
  )

  it('never erases a token the device remembers for another API address', () => {
    const staging = 'https://staging.example'
    const config = { ...defaultRuntimeConfig, allowedApiOrigins: [staging] }
    const remembered = JSON.stringify({ token: 'cs_test_real', apiBaseUrl: defaultRuntimeConfig.apiBaseUrl })
    window.localStorage.setItem(KEY, remembered)

    // Asked to be remembered for another API: kept in this tab only.
    const session = createSession(config, storages(), {
      token: 'cs_test_tv',
      remember: true,
      apiBaseUrl: staging,
    })
    expect(session.getSnapshot()).toMatchObject({ token: 'cs_test_tv', apiBaseUrl: staging, remember: false })
    expect(window.localStorage.getItem(KEY)).toBe(remembered)

    // Not asked to be remembered: the remembered token stays too.
    session.handOver({ token: 'cs_test_tab', remember: false })
    expect(session.getSnapshot()).toMatchObject({ token: 'cs_test_tab', remember: false })
    expect(window.localStorage.getItem(KEY)).toBe(remembered)

    // Refused by the API: back to the configured address; the remembered token is still there.
    session.reportProblem('INVALID_API_TOKEN', tokenFingerprint('cs_test_tab'))
    expect(session.getSnapshot()).toMatchObject({
      token: null,
      apiBaseUrl: defaultRuntimeConfig.apiBaseUrl,
      problem: 'INVALID_API_TOKEN',
    })
    expect(window.sessionStorage.getItem(KEY)).toBeNull()
    expect(window.localStorage.getItem(KEY)).toBe(remembered)
    expect(createSession(config, storages()).getSnapshot()).toMatchObject({ token: 'cs_test_real' })
  })

  it('returns to the configured API address when a token for another one is refused', () => {
    const staging = 'https://staging.example'
    const config = { ...defaultRuntimeConfig, allowedApiOrigins: [staging] }
    const session = createSession(config, storages(), {
      token: 'cs_test_tv',
      remember: true,
      apiBaseUrl: staging,
    })
    expect(session.getApiBaseUrl()).toBe(staging)
    session.reportProblem('EXPIRED_API_TOKEN', tokenFingerprint('cs_test_tv'))
    expect(session.getSnapshot()).toMatchObject({
      token: null,
      apiBaseUrl: defaultRuntimeConfig.apiBaseUrl,
      problem: 'EXPIRED_API_TOKEN',
    })
    expect(window.localStorage.getItem(KEY)).toBeNull()
    expect(createSession(config, storages()).getApiBaseUrl()).toBe(defaultRuntimeConfig.apiBaseUrl)
  })

  it('keeps a handed-over token in memory only where there is no storage (embeds)', () => {
    window.sessionStorage.clear()
    window.localStorage.clear()
    const session = createSession(defaultRuntimeConfig, { session: null, local: null })
    session.handOver({ token: 'cs_test_embed', remember: true })
    expect(session.getToken()).toBe('cs_test_embed')
    expect(window.sessionStorage.getItem('courtside.connection')).toBeNull()
    expect(window.localStorage.getItem('courtside.connection')).toBeNull()
  })

  it('has no token at all in proxy mode', () => {
    const session = createSession({ ...defaultRuntimeConfig, tokenMode: 'proxy' }, storages())
    session.signIn({ ...connection, remember: true })
    session.handOver({ token: 'cs_test_link', remember: true, apiBaseUrl: 'https://elsewhere.example' })
    expect(session.getToken()).toBeNull()
    expect(session.getApiBaseUrl()).toBe(defaultRuntimeConfig.apiBaseUrl)
    expect(window.localStorage.getItem('courtside.connection')).toBeNull()
  })

  it('names the connection for tab channels without containing the token', () => {
    const session = createSession(defaultRuntimeConfig, storages())
    const signedOut = session.getSnapshot().scope
    session.signIn({ ...connection, remember: false })
    expect(session.getSnapshot().scope).not.toBe(signedOut)
    expect(session.getSnapshot().scope).not.toContain('one')
  })

  describe('a link whose token would replace the one this device remembers', () => {
    const API = defaultRuntimeConfig.apiBaseUrl
    const ORGANIZATIONS: Record<string, TokenIdentity> = {
      cs_test_ours: { organization: { idx: 'org-ours', name: 'Riverside Racket Association' } },
      cs_test_ours_new: { organization: { idx: 'org-ours', name: 'Riverside Racket Association' } },
      cs_test_theirs: { organization: { idx: 'org-theirs', name: 'Harbour Padel League' } },
      cs_test_revoked: { refused: true },
    }
    /** getMe as the API would answer it, by token. */
    const identify = vi.fn(
      async ({ token }: Connection): Promise<TokenIdentity> => ORGANIZATIONS[token] ?? { unknown: true },
    )
    const rememberOnDevice = (token: string) =>
      window.localStorage.setItem(KEY, JSON.stringify({ token, apiBaseUrl: API }))
    const remembered = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Connection | null
    /** A page opened by a link handing `token` over with `&remember=1`. */
    const openedWithLink = (token: string) =>
      createSession(defaultRuntimeConfig, storages(), { token, remember: true }, { identify })

    it('asks first when it is another organization’s, naming both, and changes nothing until answered', async () => {
      rememberOnDevice('cs_test_ours')
      const session = openedWithLink('cs_test_theirs')
      expect(session.getSnapshot()).toMatchObject({ token: 'cs_test_ours', handOverQuestion: null })
      await vi.waitFor(() =>
        expect(session.getSnapshot().handOverQuestion).toEqual({
          remembered: 'Riverside Racket Association',
          handedOver: 'Harbour Padel League',
        }),
      )
      expect(session.getToken()).toBe('cs_test_ours')
      expect(remembered()?.token).toBe('cs_test_ours')

      session.answerHandOver('keep')
      expect(session.getSnapshot()).toMatchObject({ token: 'cs_test_ours', handOverQuestion: null })
      expect(remembered()?.token).toBe('cs_test_ours')

      // The same link opened again on the page, and this time the person switches.
      session.handOver({ token: 'cs_test_theirs', remember: true })
      await vi.waitFor(() => expect(session.getSnapshot().handOverQuestion).not.toBeNull())
      session.answerHandOver('switch')
      expect(session.getSnapshot()).toMatchObject({
        token: 'cs_test_theirs',
        remember: true,
        handOverQuestion: null,
      })
      expect(remembered()?.token).toBe('cs_test_theirs')
    })

    it('replaces it without a word when it is the same organization’s (a TV given a new link)', async () => {
      rememberOnDevice('cs_test_ours')
      const session = openedWithLink('cs_test_ours_new')
      await vi.waitFor(() => expect(session.getToken()).toBe('cs_test_ours_new'))
      expect(session.getSnapshot()).toMatchObject({ remember: true, handOverQuestion: null })
      expect(remembered()?.token).toBe('cs_test_ours_new')
    })

    it('replaces a remembered token the API refuses, and keeps a refused link’s token out of the device', async () => {
      rememberOnDevice('cs_test_revoked')
      const tv = openedWithLink('cs_test_theirs')
      await vi.waitFor(() => expect(tv.getToken()).toBe('cs_test_theirs'))
      expect(remembered()?.token).toBe('cs_test_theirs')

      window.sessionStorage.clear()
      const staff = openedWithLink('cs_test_revoked')
      // In this tab only: the API's refusal then signs the tab out as usual, and the device keeps its own.
      await vi.waitFor(() => expect(staff.getToken()).toBe('cs_test_revoked'))
      expect(staff.getSnapshot()).toMatchObject({ remember: false, handOverQuestion: null })
      expect(remembered()?.token).toBe('cs_test_theirs')
    })

    it('asks, naming what it could, when the organizations cannot be checked', async () => {
      rememberOnDevice('cs_test_ours')
      const session = openedWithLink('cs_test_unknown')
      await vi.waitFor(() =>
        expect(session.getSnapshot().handOverQuestion).toEqual({
          remembered: 'Riverside Racket Association',
          handedOver: null,
        }),
      )
      expect(remembered()?.token).toBe('cs_test_ours')
    })

    it('switches when the remembered token in use is refused while the question waits', async () => {
      rememberOnDevice('cs_test_ours')
      const session = openedWithLink('cs_test_theirs')
      await vi.waitFor(() => expect(session.getSnapshot().handOverQuestion).not.toBeNull())
      session.reportProblem('INVALID_API_TOKEN', tokenFingerprint('cs_test_ours'))
      expect(session.getSnapshot()).toMatchObject({ token: 'cs_test_theirs', handOverQuestion: null })
      expect(remembered()?.token).toBe('cs_test_theirs')
    })
  })

  it('drops at start-up a remembered connection to an API the deployment does not allow, and says so', () => {
    const old = { token: 'cs_test_old', apiBaseUrl: 'https://retired-api.example' }
    window.localStorage.setItem(KEY, JSON.stringify(old))
    window.sessionStorage.setItem(KEY, JSON.stringify(old))
    const session = createSession(defaultRuntimeConfig, storages())
    expect(session.getSnapshot()).toMatchObject({
      token: null,
      apiBaseUrl: defaultRuntimeConfig.apiBaseUrl,
      forgottenConnection: { apiOrigin: 'https://retired-api.example' },
    })
    expect(window.localStorage.getItem(KEY)).toBeNull()
    expect(window.sessionStorage.getItem(KEY)).toBeNull()
    session.dismissForgottenConnection()
    expect(session.getSnapshot().forgottenConnection).toBeNull()

    // One the deployment still allows is used as before.
    const staging = { token: 'cs_test_staging', apiBaseUrl: 'https://staging.example' }
    window.localStorage.setItem(KEY, JSON.stringify(staging))
    const config = { ...defaultRuntimeConfig, allowedApiOrigins: ['https://staging.example'] }
    expect(createSession(config, storages()).getSnapshot()).toMatchObject({
      ...staging,
      forgottenConnection: null,
    })
  })

  it('keeps a token typed for an API the deployment does not list in this tab only', () => {
    const session = createSession(defaultRuntimeConfig, storages())
    session.signIn({ token: 'cs_test_typed', apiBaseUrl: 'https://elsewhere.example', remember: true })
    expect(session.getSnapshot()).toMatchObject({ token: 'cs_test_typed', remember: false })
    expect(window.sessionStorage.getItem(KEY)).toContain('cs_test_typed')
    expect(window.localStorage.getItem(KEY)).toBeNull()
    // A reload of this tab keeps it.
    expect(createSession(defaultRuntimeConfig, storages()).getToken()).toBe('cs_test_typed')
  })
})
