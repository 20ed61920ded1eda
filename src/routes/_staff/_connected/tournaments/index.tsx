import { createFileRoute } from '@tanstack/react-router'
import { FirstPageInSlices } from '../../../../components/page'
import { tournamentListQuery } from '../../../../features/tournament-list/queries'
import { tournamentsSearchSchema } from '../../../../features/tournament-list/search'
import { TournamentsPage } from '../../../../features/tournament-list/TournamentsPage'
import { PagePending } from '../../../-plumbing/page-views'

export const Route = createFileRoute('/_staff/_connected/tournaments/')({
  staticData: { skeleton: 'list' },
  validateSearch: tournamentsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(tournamentListQuery(context.api, deps)),
  component: () => (
    <FirstPageInSlices fallback={<PagePending />}>
      <TournamentsPage />
    </FirstPageInSlices>
  ),
})
