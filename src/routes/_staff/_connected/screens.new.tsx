import { createFileRoute } from '@tanstack/react-router'
import { ScreenSetup, setupSearchSchema } from '../../../features/screen'
import { loadScreenSetup } from '../../../features/screen/setup/loaders'

/** `/screens/new`: staff make a venue screen's link (`?tournament=&round=` presets it). */
export const Route = createFileRoute('/_staff/_connected/screens/new')({
  staticData: { skeleton: 'detail' },
  validateSearch: setupSearchSchema,
  loaderDeps: ({ search }) => ({ tournament: search.tournament }),
  loader: ({ context, deps }) => loadScreenSetup(context, deps.tournament),
  component: ScreenSetup,
})
