import { tournamentPickerPage } from '../../../components/forms/tournament-picker-queries'
import { notFoundOn404 } from '../../../components/page/page-error'
import { prefetchPart } from '../../../lib/prefetch-part'
import type { LoaderContext } from '../../../lib/router-context'
import { embedTournamentQuery } from '../embed-data'

/** `/embeds/new?tournament=…`: the tournament picker's first page and the tournament preset. */
export async function loadEmbedBuilder(
  { queryClient, api }: LoaderContext,
  tournamentIdx: string | undefined,
) {
  // The picker's first page; if it fails, the picker says so in its place.
  const picker = prefetchPart(queryClient, tournamentPickerPage(api, false, 0))
  if (tournamentIdx)
    await queryClient.ensureQueryData(embedTournamentQuery(api, tournamentIdx)).catch(notFoundOn404)
  await picker
}
