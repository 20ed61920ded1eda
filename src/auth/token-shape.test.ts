import { describe, expect, it } from 'vitest'
import { checkTokenShape } from './token-shape'

describe('the token shape check', () => {
  it('accepts <prefix>_live_ and <prefix>_test_ tokens, trimming whitespace', () => {
    expect(checkTokenShape('  cs_test_AbC123-_x \n')).toEqual({
      ok: true,
      token: 'cs_test_AbC123-_x',
      environment: 'test',
    })
    expect(checkTokenShape('tr_live_9f8e7d')).toMatchObject({ ok: true, environment: 'live' })
  })

  it('explains an empty field apart from a wrong shape', () => {
    expect(checkTokenShape('   ')).toEqual({ ok: false, problem: 'empty' })
    for (const wrong of ['cs_prod_abc', 'Bearer cs_test_abc', 'cs_test_', 'cs_test_ab cd', 'just-a-secret']) {
      expect(checkTokenShape(wrong)).toEqual({ ok: false, problem: 'shape' })
    }
  })
})
