import { createFileRoute } from '@tanstack/react-router'
import { loadDeviceWords } from '../i18n/device-words'
import { FirstPageInSlices } from '../components/page'
import {
  InScreenLanguage,
  ScreenError,
  ScreenPage,
  ScreenPending,
  screenQueries,
  screenSearchSchema,
} from '../features/screen'

/**
 * A venue screen: `/screen?tournament=…&views=…` (see features/screen/screen-config.ts), opened on
 * a TV with the token in the fragment. No app chrome, and a token the API refuses is explained on
 * the screen itself rather than by sending the TV to the connect page.
 */
export const Route = createFileRoute('/screen')({
  validateSearch: screenSearchSchema,
  staticData: { handlesTokenProblems: true },
  loaderDeps: ({ search }) => ({ tournament: search.tournament, lang: search.lang }),
  // One try, never an error: the screen itself keeps asking until the API answers. The link's
  // language (`lang=`), else the device's, arrives alongside the data.
  loader: async ({ context, deps }) => {
    const words = loadDeviceWords(deps.lang)
    const { mode, token } = context.session.getSnapshot()
    if (deps.tournament && (mode !== 'user' || token))
      await context.queryClient.prefetchQuery(screenQueries.meta(context.api, deps.tournament))
    await words
  },
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
