import { createFileRoute } from '@tanstack/react-router'
import { ScreenError, ScreenPage, ScreenPending, screenQueries, screenSearchSchema } from '../features/screen'

/**
 * A venue screen: `/screen?tournament=…&views=…` (see features/screen/screen-config.ts), opened on
 * a TV with the token in the fragment. No app chrome, and a token the API refuses is explained on
 * the screen itself rather than by sending the TV to the connect page.
 */
export const Route = createFileRoute('/screen')({
  validateSearch: screenSearchSchema,
  staticData: { handlesTokenProblems: true },
  loaderDeps: ({ search }) => ({ tournament: search.tournament }),
  // One try, never an error: the screen itself keeps asking until the API answers.
  loader: async ({ context, deps }) => {
    const { mode, token } = context.session.getSnapshot()
    if (!deps.tournament || (mode === 'user' && !token)) return
    await context.queryClient.prefetchQuery(screenQueries.meta(context.api, deps.tournament))
  },
  component: function ScreenRoute() {
    return <ScreenPage search={Route.useSearch()} />
  },
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
})
