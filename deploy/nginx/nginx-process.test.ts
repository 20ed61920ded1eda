import { describe, expect, it } from 'vitest'
import { findNginx } from './nginx-process.ts'

describe('finding nginx', () => {
  it('fails with install instructions, never skips, when nginx is missing', () => {
    expect(() => findNginx({ NGINX_BIN: '/nonexistent/nginx' })).toThrow(/apt-get install nginx/)
  })

  it('finds the installed one', () => {
    expect(findNginx({ PATH: '/usr/sbin:/usr/bin' })).toMatch(/\/nginx$/)
  })
})
