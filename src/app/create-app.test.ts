import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it, onTestFinished } from 'vitest'
import { defaultRuntimeConfig } from '../config/runtime-config'
import { createApp } from './create-app'

const STORED = { token: 'tr_test_StaffMembersOwnToken0000001', apiBaseUrl: defaultRuntimeConfig.apiBaseUrl }
const HANDED = 'tr_test_HandedOverToTheEmbed00000001'

/**
 * The app as main.tsx starts it at `path`, with the browser's storage, after the staff app stored a
 * token (in the tab, and on the device unless `rememberedToo` is false).
 */
function startAt(
  path: string,
  handedOver: { token: string; remember: boolean } | null,
  rememberedToo = true,
) {
  if (rememberedToo) window.localStorage.setItem('courtside.connection', JSON.stringify(STORED))
  else window.localStorage.removeItem('courtside.connection')
  window.sessionStorage.setItem('courtside.connection', JSON.stringify(STORED))
  const { context } = createApp(defaultRuntimeConfig, {
    handedOver,
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  onTestFinished(() => context.session.dispose())
  return context.session
}

const stored = () => [
  window.sessionStorage.getItem('courtside.connection'),
  window.localStorage.getItem('courtside.connection'),
]

describe('where the session keeps the token, by the page the app starts at', () => {
  it('an embed reads no stored token: one published without a token gets none of the staff app’s', () => {
    const session = startAt('/embed/tournaments/9ad31000-0000-4000-8000-00000000b001', null)
    expect(session.getToken()).toBeNull()
  })

  it('an embed keeps a handed-over token in memory only, even with remember', () => {
    const session = startAt('/embed/tournaments/9ad31000-0000-4000-8000-00000000b001', {
      token: HANDED,
      remember: true,
    })
    expect(session.getToken()).toBe(HANDED)
    expect(stored().some((value) => value?.includes(HANDED))).toBe(false)
  })

  it('a staff page or a venue screen reads and stores it', () => {
    expect(startAt('/tournaments', null).getToken()).toBe(STORED.token)
    // (Over a token the device remembers, it would first ask whose it is: session.test.ts.)
    startAt('/screen', { token: HANDED, remember: true }, false)
    expect(stored().every((value) => value?.includes(HANDED))).toBe(true)
  })
})
