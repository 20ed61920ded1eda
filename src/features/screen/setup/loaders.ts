import { tournamentPickerPage } from '../../../components/forms'
import { prefetchPart } from '../../../lib/prefetch-part'
import type { LoaderContext } from '../../../lib/router-context'
import { screenQueries } from '../screen-queries'

/** `/screens/new?tournament=…`: the tournament picker's first page and the tournament preset. */
export function loadScreenSetup({ queryClient, api }: LoaderContext, tournamentIdx: string | undefined) {
  return Promise.all([
    // The picker's first page; if it fails, the picker says so in its place.
    prefetchPart(queryClient, tournamentPickerPage(api, false, 0)),
    tournamentIdx && queryClient.ensureQueryData(screenQueries.meta(api, tournamentIdx)),
  ])
}
