import * as z from 'zod/mini'
import { lazySchema } from '../../../lib/lazy-schema'
import { optionalLinkId } from '../../../components/page/link-ids'
import { embedSearchSchema } from '../embed-options'

/** What an embed shows, from the whole tournament down to one pool or one draw. */
export const EMBED_KINDS = ['tournament', 'division', 'round', 'pool', 'draw', 'team'] as const
export type EmbedKind = (typeof EMBED_KINDS)[number]

/**
 * The embed builder's address (`/embeds/new`): what is picked, the embed's own options under the
 * embed link's names, and the visitors expected at once. Never a token. A page that links here
 * names what it shows (`?tournament=…&round=…`) and the builder starts from it.
 */
export const builderSearchSchema = lazySchema(() =>
  z.extend(embedSearchSchema.schema, {
    kind: z.catch(z.optional(z.enum(EMBED_KINDS)), undefined),
    tournament: optionalLinkId(),
    division: optionalLinkId(),
    round: optionalLinkId(),
    pool: optionalLinkId(),
    draw: optionalLinkId(),
    team: optionalLinkId(),
    visitors: z.catch(
      z.optional(z.coerce.number().check(z.multipleOf(1), z.gte(1), z.lte(1_000_000))),
      undefined,
    ),
  }),
)

export type BuilderSearch = z.output<typeof builderSearchSchema.schema>

/** The kind the page's link asks for, or the most precise thing it names. */
export function kindOf(
  search: Pick<BuilderSearch, 'kind' | 'division' | 'round' | 'pool' | 'draw' | 'team'>,
): EmbedKind {
  if (search.kind) return search.kind
  if (search.team) return 'team'
  if (search.round && search.pool) return 'pool'
  if (search.round && search.draw) return 'draw'
  if (search.round) return 'round'
  if (search.division) return 'division'
  return 'tournament'
}
