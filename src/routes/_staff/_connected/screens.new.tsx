import { createFileRoute } from '@tanstack/react-router'
import { loadToolWords } from '../../../i18n/device-words'
import { ScreenSetup, setupSearchSchema } from '../../../features/screen'
import { loadScreenSetup } from '../../../features/screen/setup/loaders'

/** `/screens/new`: staff make a venue screen's link (`?tournament=&round=` presets it). */
export const Route = createFileRoute('/_staff/_connected/screens/new')({
  staticData: { skeleton: 'detail' },
  validateSearch: setupSearchSchema,
  loaderDeps: ({ search }) => ({ tournament: search.tournament }),
  // The tools' words in the device's language (the staff layout's loader loads every other page's).
  loader: ({ context, deps }) => Promise.all([loadScreenSetup(context, deps.tournament), loadToolWords()]),
  component: ScreenSetup,
})
