import { createFileRoute } from '@tanstack/react-router'
import { tournamentPickerPage } from '../../../components/forms'
import { prefetchPart } from '../../-plumbing/prefetch-part'
import { ScreenSetup, screenQueries, setupSearchSchema } from '../../../features/screen'

/** `/screens/new`: staff make a venue screen's link (`?tournament=&round=` presets it). */
export const Route = createFileRoute('/_staff/_connected/screens/new')({
  staticData: { skeleton: 'detail' },
  validateSearch: setupSearchSchema,
  loaderDeps: ({ search }) => ({ tournament: search.tournament }),
  loader: ({ context, deps }) =>
    Promise.all([
      // The picker's first page; if it fails, the picker says so in its place.
      prefetchPart(context.queryClient, tournamentPickerPage(context.api, false, 0)),
      deps.tournament &&
        context.queryClient.ensureQueryData(screenQueries.meta(context.api, deps.tournament)),
    ]),
  component: ScreenSetup,
})
