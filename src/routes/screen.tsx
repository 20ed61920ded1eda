import { createFileRoute } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { RouterContext } from '../app/router-context'
import {
  InScreenLanguage,
  ScreenError,
  ScreenPage,
  ScreenPending,
  screenQueries,
  screenSearchSchema,
} from '../features/screen'
import { loadLocale } from '../i18n/locale'

/**
 * A venue screen: `/screen?tournament=…&views=…` (see features/screen/screen-config.ts), opened on
 * a TV with the token in the fragment. No app chrome, and a token the API refuses is explained on
 * the screen itself rather than by sending the TV to the connect page.
 */
export const Route = createFileRoute('/screen')({
  validateSearch: screenSearchSchema,
  staticData: { handlesTokenProblems: true },
  loaderDeps: ({ search }) => ({ tournament: search.tournament, lang: search.lang }),
  loader: ({ context, deps }) =>
    Promise.all([
      // The link's language (`lang=`), else the device's: words arrive alongside the data.
      import('../app/device-language').then((language) => loadLocale(language.deviceLocale(deps.lang))),
      prefetchMeta(context, deps.tournament),
    ]),
  component: function ScreenRoute() {
    return inLanguage(<ScreenPage search={Route.useSearch()} />)
  },
  pendingComponent: () => inLanguage(<ScreenPending />),
  errorComponent: () => inLanguage(<ScreenError />),
})

function inLanguage(page: ReactNode) {
  return <InScreenLanguage>{page}</InScreenLanguage>
}

/** One try, never an error: the screen itself keeps asking until the API answers. */
async function prefetchMeta(context: RouterContext, tournament: string | undefined) {
  const { mode, token } = context.session.getSnapshot()
  if (!tournament || (mode === 'user' && !token)) return
  await context.queryClient.prefetchQuery(screenQueries.meta(context.api, tournament))
}
