import { describe, expect, it } from 'vitest'
import { tokenFingerprint } from '../api/http/fingerprint'
import { defaultRuntimeConfig } from '../config/runtime-config'
import { createSession } from './session'

const storages = () => ({ session: window.sessionStorage, local: window.localStorage })
const connection = { token: 'cs_test_one', apiBaseUrl: 'http://127.0.0.1:9999' }

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

  it('keeps a token handed over by a link for the API the link names, or else the configured one', () => {
    const api = 'https://staging.example'
    const atStart = createSession(defaultRuntimeConfig, storages(), {
      token: 'cs_test_tv',
      remember: true,
      apiBaseUrl: api,
    })
    expect(atStart.getSnapshot()).toMatchObject({ token: 'cs_test_tv', apiBaseUrl: api, remember: true })
    // A TV that reboots comes back to the same API.
    expect(createSession(defaultRuntimeConfig, storages()).getApiBaseUrl()).toBe(api)

    atStart.reportProblem('EXPIRED_API_TOKEN', tokenFingerprint('cs_test_tv'))
    atStart.handOver({ token: 'cs_test_new', remember: false })
    expect(atStart.getSnapshot()).toMatchObject({
      token: 'cs_test_new',
      apiBaseUrl: defaultRuntimeConfig.apiBaseUrl,
      remember: false,
      problem: null,
    })
    expect(window.sessionStorage.getItem('courtside.connection')).toContain('cs_test_new')
    expect(window.localStorage.getItem('courtside.connection')).toBeNull()
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
})
