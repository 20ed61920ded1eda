import { createFileRoute } from '@tanstack/react-router'
import { FirstPageInSlices } from '../../../../components/page'
import { loadTournamentsPage } from '../../../../features/tournament-list/loaders'
import { tournamentsSearchSchema } from '../../../../features/tournament-list/search'
import { TournamentsPage } from '../../../../features/tournament-list/TournamentsPage'
import { PagePending } from '../../../-plumbing/page-views'

export const Route = createFileRoute('/_staff/_connected/tournaments/')({
  staticData: { skeleton: 'list' },
  validateSearch: tournamentsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadTournamentsPage(context, deps),
  component: () => (
    <FirstPageInSlices fallback={<PagePending />}>
      <TournamentsPage />
    </FirstPageInSlices>
  ),
})
