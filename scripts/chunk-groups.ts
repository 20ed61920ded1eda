/**
 * How the build splits the app into chunks (decision record 0800), shared by vite.config.ts and
 * the bracket benchmark's harness (test-support/bench/harness.ts), which must load our code as the app
 * does.
 */

/** A chunk group's test: the module's path under `src/` matches `pattern` (on any OS). */
const inSrc =
  (pattern: RegExp) =>
  (id: string): boolean => {
    const path = id.replaceAll('\\', '/')
    const at = path.lastIndexOf('/src/')
    return at >= 0 && pattern.test(path.slice(at + '/src/'.length))
  }

/** A translation's path under `src/`: a catalog's (`…messages.<lang>.ts`) or a language module's. */
const TRANSLATION =
  /^((?:features|components)\/.+\/(?:[\w-]+-)?messages\.(es|fr|it|pt)|app\/languages\/(es|fr|it|pt)(-app|-staff|-team|-alerts)?)\.ts$/
/** The translations every embed shows: src/app/languages/words.ts, `EmbedWords`. */
const EMBED_WORDS =
  /^((components\/(bracket|standings)|features\/embed)\/messages|features\/connect\/hand-over-messages|app\/languages\/\w\w)\.(\w\w\.)?ts$/
/** A team's page and embed's translations: `TeamWords`. */
const TEAM_WORDS = /^(components\/team\/messages|app\/languages\/\w\w-team)\.(\w\w\.)?ts$/

/** The tools' translations (the embed builder's, the screen setup's, the venue screen's): `ToolWords`. */
const TOOL_WORDS =
  /^(features\/(screen|screen\/setup|embed\/builder)\/messages|app\/languages\/\w\w-app)\.(\w\w\.)?ts$/

/** The alerts' translations: `AlertWords`, loaded with the alerts, for followers only. */
const ALERT_WORDS = /^(components\/alerts\/messages|app\/languages\/\w\w-alerts)\.(\w\w\.)?ts$/

/** The chunk of a language's words a module belongs in, or null for any other module. */
export function wordsChunk(id: string): string | null {
  const path = id.replaceAll('\\', '/')
  const at = path.lastIndexOf('/src/')
  const file = at >= 0 ? path.slice(at + '/src/'.length) : null
  const match = file === null ? null : TRANSLATION.exec(file)
  if (!file || !match) return null
  const part = EMBED_WORDS.test(file)
    ? ''
    : TEAM_WORDS.test(file)
      ? '-team'
      : ALERT_WORDS.test(file)
        ? '-alerts'
        : TOOL_WORDS.test(file)
          ? '-app'
          : '-staff'
  return `words-${match[2] ?? match[3]}${part}`
}

const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|@tanstack|zod|use-sync-external-store)[\\/]/
/** Hooks only some pages use (several queries at once: `QUERIES_HOOKS`; `useMutation`: the connect page). */
const ONE_PAGE_HOOKS =
  /[\\/](useQueries|useSuspenseQueries|queriesObserver|useMutation|mutationObserver)\.js$/
/** The bracket's and the pool table's interactive views, which venue screens don't show. */
const RESULT_VIEWS = /\/(Bracket|BracketViewport|DrawRoundList|PrintPages|StandingsTable)\.tsx$/
/** Embed pages that show pools or a bracket, and their routes' split parts. */
const embedResults = inSrc(
  /^(features\/embed\/(Embed(Division|Round|Pool|Draw)Page|RoundContent|RoundFrame|use-embed-round)\.tsx$|routes\/embed\/tournaments\/[^?]*\/(divisions|rounds)\/)/,
)
/**
 * What a pool's table works out beside drawing it: where each team can still finish (outlooks,
 * prospects, points), read by pool tables, a team page's pools and the venue screen's pools.
 */
const POOL_LOGIC = /^(domain\/(pool-|result-points|round-pool-outlooks)|hooks\/use-pool-outlooks)/
const results = inSrc(/^components\/(bracket\/|standings\/(?!TieNotes))/)
const resultsAndPools = (id: string) => results(id) || inSrc(POOL_LOGIC)(id)
/**
 * The domain's page-specific models, kept out of the app chunk: the forecast of starts and what
 * comes next (with the team games' group), pools' outlooks (with the pool tables), alerts (the
 * alerts' dock), the podium, ties, the calendar file. In the app chunk they were 7 KB gzip on every
 * page, embeds' too, that only a few pages run (first load, decision record 0800).
 */
const PAGE_DOMAIN =
  'ics|team-games|ties|order-of-play|podium|final-placements|start-estimates|what-comes-next|pool-|game-lengths|play-|game-alerts|result-points|round-pool-outlooks'
/**
 * What every page runs besides the games' texts, and the note of what an answer left out (every
 * page, screen and embed shows it). Not the order of play's or a team page's own
 * logic (its games, forecast, calendar file, tie explanations): no embed needs them. Not the answers' schemas
 * (but their enumerations): the client loads them with its first request, after start-up (decision
 * 0519). The first page's slicing, which every data page's route uses: left to the groups below, it
 * went with the embeds' result pages and took the bracket's chunks to every page using it.
 */
const appCore = inSrc(
  new RegExp(
    `^(main\\.tsx$|api/(?!schemas/(?!enums\\.ts$)|views/)|hooks/(?!use-pool-outlooks)|auth/|config/|domain/(?!${PAGE_DOMAIN})|i18n/(?!choose-locale|device-)|features/embed/(embed-data|height-messages)|components/page/(FirstPageInSlices\\.tsx|LeftOutNote\\.tsx|left-out-messages(\\.\\w\\w)?\\.ts)$)`,
  ),
)
/**
 * What the order of play, team pages and lists share with brackets and pool tables: a game's text
 * (teams, score, court, time, estimated start), a team's marks and link, a listed game's card, the pool tables' tie
 * notes and words; not the drawing code, which those pages do not show. A chunk of their own: left to
 * the groups below, they went with the bracket's drawing code, and the order of play and team
 * pages loaded it all; in the app chunk, they were 3 KB gzip on pages that show no game (the
 * connect page, the tournaments list, the tournament embed).
 */
const resultText = inSrc(
  /^components\/(bracket\/(game-text|bracket-text|messages|team-marks|layout\/draw-order|use-print-mode|use-media-query)|standings\/(messages|tied-rows|stat-text)|team\/(team-links|TeamLink)|games\/(game-frame|estimate-messages))\.tsx?$/,
)
/** Every embed's frame: shell, header and footer, messages (not the builder's, not the pages'). */
const embedFrame = inSrc(
  /^(features\/embed\/(?!Embed\w+Page|EmbedPodiums|Round|use-embed-round|visitor-budget|team-embed)[^/]+\.tsx?$|routes\/embed\/route\.tsx\?)/,
)

/*
 * A staff page's parts, in a few chunks instead of one per set of pages sharing a module (decision
 * record 0521): automatic splitting gave a staff page 16 to 32 files, fetched six at a time over
 * HTTP/1.1, each wave a round trip before the page's loader could run. Each group below is what
 * several pages share; a module of one page stays in that page's chunk. A group takes the modules
 * its modules import, so what embeds or venue screens share with staff pages has a group of its own
 * above the staff ones (or an embed would load the staff page shell).
 */
/** The only page chrome modules embeds use: a badge and its words. */
const embedShell = inSrc(/^components\/page\/(Badge\.tsx|colour\.ts|messages\.ts)$/)
/** What staff pages and venue screens share: the device's language, error texts (the clock, `use-now`, is the app's: the forecast below reads it). */
const deviceAndErrors = inSrc(
  /^(i18n\/(device-language|choose-locale)|components\/page\/error-messages)\.tsx?$/,
)
/** The query client's hooks for several queries: venue screens, the team embed, staff pages. */
const QUERIES_HOOKS = /[\\/](useQueries|queriesObserver|useSuspenseQueries)\.js$/
/**
 * A team's games as a list: the team embed, team pages, the order of play's "my teams"; with the
 * models that time them (the forecast of starts, what comes next), which the order of play, game
 * rows and venue screens read too.
 */
const teamGames = inSrc(
  /^(components\/team\/(NextGame|TeamGameItem|team-text|messages|use-rounds-forecast)|components\/games\/EstimatedStart|domain\/(team-games|play-forecast|start-estimates|game-lengths|play-game|order-of-play|what-comes-next|final-placements))\.tsx?$/,
)
/**
 * Every staff page's frame: the layout and header, breadcrumbs, skeletons, errors, links, buttons,
 * the filters' search field, and the pages' default views (the skeleton shown while a page's code
 * and data load, the error and not-found views), loaded with the layout. Whether a team is
 * followed (`follows-keys`): every page reading the API asks (its layout, `_connected`), to load the alerts only then.
 */
const staffShell = inSrc(
  /^(components\/staff-frame\/(StaffLayout|LanguagePicker|messages|RateBudgetIndicator|page-views)\.tsx?$|components\/team\/follows-keys\.ts$|components\/page\/|routes\/-plumbing\/|lib\/prefetch-part\.ts$|components\/forms\/(buttons|use-typed-search)\.ts$|routes\/_staff\.tsx\?tsr-split=component$|routes\/_staff\/_connected\.tsx\?tsr-split=[\w-]+$)/,
)
/**
 * A division's places and their words, which the tournament, division and team pages, the
 * Champions view and the podium embed all use: one file, not two a page waits for.
 */
const podium = inSrc(/^(components\/podium\/(place-label|messages)|domain\/podium|api\/views\/podium)\.ts$/)
/** What the round, tournament, team pages and the order of play share: records' queries, game rows, follows. */
const staffGames = inSrc(
  /^(api\/views\/\w+\.ts$|features\/(tournament|team)\/(queries|messages)\.ts$|components\/(games|team-card)\/messages\.ts$|components\/games\/(stages|GameRow|GameStatusBadge|use-rows-near-view|LiveRound)\.tsx?$|components\/team\/(follows|FollowButton|MyTeams)\.tsx?$)/,
)

/**
 * Rolldown's chunk groups, by priority. A group also takes the modules its modules import (unless
 * a group of higher priority has them), so each test names only where a kind of page starts.
 */
export const CHUNK_GROUPS = [
  // React, the router, the query client and zod: every page needs them, and they stay cached
  // across releases that change only our code.
  { name: 'framework', test: (id: string) => FRAMEWORK.test(id) && !ONE_PAGE_HOOKS.test(id), priority: 50 },
  // A language's words, loaded only for a page in it (src/i18n/locale.tsx): what embeds show in
  // `words-<lang>`, a team's in `-team`, every staff page's in `-staff`, the tools' in `-app`.
  {
    name: (id: string) => wordsChunk(id) ?? 'words',
    debugName: 'words',
    test: (id: string) => wordsChunk(id) !== null,
    priority: 40,
  },
  // What every page runs: the entry (routes with their loaders and search schemas), the API
  // client, session and configuration, dates and scores, the active language. Not the staff
  // pages' error texts, nor how staff pages and screens choose their language.
  { name: 'app', test: appCore, priority: 30 },
  // Games' texts: every page that shows a game.
  { name: 'game-text', test: resultText, priority: 29 },
  // What staff pages share with embeds or venue screens, each on its own (decision record 0521).
  { name: 'shell', test: embedShell, priority: 25 },
  { name: 'device', test: deviceAndErrors, priority: 24 },
  { name: 'queries-hooks', test: (id: string) => QUERIES_HOOKS.test(id), priority: 23 },
  { name: 'team-games', test: teamGames, priority: 22 },
  // Drawing brackets and pool tables: staff round pages, venue screens and embeds; then the
  // interactive views, for staff round pages and embeds.
  { name: 'results', test: (id: string) => resultsAndPools(id) && !RESULT_VIEWS.test(id), priority: 21 },
  { name: 'result-views', test: resultsAndPools, priority: 20 },
  { name: 'podium', test: podium, priority: 19 },
  // Every embed's frame; then the embed pages with pools or a bracket (not the tournament's).
  { name: 'embed', test: embedFrame, priority: 11 },
  { name: 'embed-results', test: embedResults, priority: 10 },
  // Staff pages' shared parts (decision record 0521).
  { name: 'staff', test: staffShell, priority: 9 },
  { name: 'staff-games', test: staffGames, priority: 8 },
]

/** Chunks a page loads only to draw with them at once: brackets and pool tables. */
const EAGER_CHUNKS = new Set(['results', 'result-views'])

/**
 * V8's explicit compile hint for the chunks that draw results (decision record 0301): a page
 * loads them only to draw a bracket or a pool table at once, so their functions are compiled
 * while the chunk loads, in parallel with the round's request, instead of one by one in the
 * frame that draws the data (about 3 ms less CPU in a 128-draw's first paint on this machine). Not
 * for the other chunks, where most functions wait for a click or never run.
 */
export function compileHintBanner(chunk: { name: string }): string {
  return EAGER_CHUNKS.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : ''
}
