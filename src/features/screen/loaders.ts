import { loadToolWords } from '../../i18n/device-words'
import type { LoaderContext } from '../../lib/router-context'
import { screenQueries } from './screen-queries'

/**
 * `/screen?tournament=…`: the tournament's name and facts. One try, never an error: the screen
 * itself keeps asking until the API answers. The link's language (`lang=`), else the device's,
 * arrives alongside the data.
 */
export async function loadScreen(
  { queryClient, api, session }: LoaderContext,
  { tournamentIdx, lang }: { tournamentIdx: string | undefined; lang: string | undefined },
): Promise<void> {
  const words = loadToolWords(lang)
  const { mode, token } = session.getSnapshot()
  if (tournamentIdx && (mode !== 'user' || token))
    await queryClient.prefetchQuery(screenQueries.meta(api, tournamentIdx))
  await words
}
