import { createFileRoute, Outlet } from '@tanstack/react-router'
import { EmbedNotFound, EmbedRouteError } from '../../features/embed/EmbedMessage'
import { EmbedShell } from '../../features/embed/EmbedShell'
import { embedOptions, embedSearchSchema } from '../../features/embed/embed-options'
import { loadEmbedWords } from '../../features/embed/language'
import { useEmbedOptions } from '../../features/embed/use-embed-options'
import { preloadEmbedPageViews } from '../-plumbing/page-views'

/**
 * `/embed/…`: results for a club's website, in an iframe, without the staff app's chrome. The look
 * comes from the link's query (never the token: that is in the fragment, or held by the proxy).
 * A token problem is shown in place, never sent to the connect page.
 */
export const Route = createFileRoute('/embed')({
  validateSearch: embedSearchSchema,
  // The token stays in memory: storage is shared by every embed on a club's page (create-app.ts).
  staticData: { handlesTokenProblems: true, tokenInMemoryOnly: true },
  // The visitor's language's words, fetched alongside the results so the page shows in it at once;
  // only those an embed shows, not the staff pages'.
  loaderDeps: ({ search }) => ({ lang: embedOptions(search).lang }),
  // Its pages' pending and error views too, from the chunk every embed loads.
  loader: ({ deps }) => Promise.all([loadEmbedWords(deps.lang, ['embed']), preloadEmbedPageViews()]),
  component: EmbedLayout,
  errorComponent: EmbedRouteError,
  notFoundComponent: EmbedNotFound,
})

function EmbedLayout() {
  return (
    <EmbedShell options={useEmbedOptions()}>
      <Outlet />
    </EmbedShell>
  )
}
