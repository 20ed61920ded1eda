import { createFileRoute } from '@tanstack/react-router'
import { FirstPageInSlices } from '../components/page'
import {
  InScreenLanguage,
  ScreenError,
  ScreenPage,
  ScreenPending,
  screenSearchSchema,
} from '../features/screen'
import { loadScreen } from '../features/screen/loaders'

/**
 * A venue screen: `/screen?tournament=…&views=…` (see features/screen/screen-config.ts), opened on
 * a TV with the token in the fragment. No app chrome, and a token the API refuses is explained on
 * the screen itself rather than by sending the TV to the connect page.
 */
export const Route = createFileRoute('/screen')({
  validateSearch: screenSearchSchema,
  staticData: { handlesTokenProblems: true },
  loaderDeps: ({ search }) => ({ tournament: search.tournament, lang: search.lang }),
  loader: ({ context, deps }) => loadScreen(context, { tournamentIdx: deps.tournament, lang: deps.lang }),
  component: function ScreenRoute() {
    return (
      <FirstPageInSlices fallback={<ScreenPending />}>
        <InScreenLanguage>
          <ScreenPage search={Route.useSearch()} />
        </InScreenLanguage>
      </FirstPageInSlices>
    )
  },
  pendingComponent: ScreenPending,
  errorComponent: ScreenError,
})
