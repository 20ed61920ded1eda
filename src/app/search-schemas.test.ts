import { describe, expect, it } from 'vitest'
import { isLazySchema } from '../lib/lazy-schema'
import type { RouterContext } from '../lib/router-context'
import { createAppRouter } from './router'

describe("the routes' search schemas", () => {
  // Every route's search schema is in the code each page loads first: one zod builds at module
  // evaluation costs every page's start-up, whichever page it is for (decision record 0520).
  it('are all built when first used, not at start-up', () => {
    const routes = Object.values(createAppRouter({} as RouterContext).routesById)
    const withSearch = routes.filter((route) => route.options.validateSearch !== undefined)
    expect(withSearch.map((route) => route.id)).toEqual(
      expect.arrayContaining([
        '/screen',
        '/embed',
        '/_staff/_connected/tournaments/',
        '/_staff/_connected/rounds/$roundIdx',
      ]),
    )
    const eager = withSearch.filter((route) => !isLazySchema(route.options.validateSearch))
    expect(eager.map((route) => route.id)).toEqual([])
  })
})
