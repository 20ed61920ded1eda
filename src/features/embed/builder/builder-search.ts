import { z } from 'zod'
import { isV4Uuid } from '../../layout/link-ids'
import { embedSearchSchema } from '../embed-options'

/** What an embed shows, from the whole tournament down to one pool or one draw. */
export const EMBED_KINDS = ['tournament', 'division', 'round', 'pool', 'draw'] as const
export type EmbedKind = (typeof EMBED_KINDS)[number]

const id = z.string().refine(isV4Uuid).optional().catch(undefined)

/**
 * The embed builder's address (`/embeds/new`): what is picked, the embed's own options under the
 * embed link's names, and the visitors expected at once. Never a token. A page that links here
 * names what it shows (`?tournament=…&round=…`) and the builder starts from it.
 */
export const builderSearchSchema = embedSearchSchema.extend({
  kind: z.enum(EMBED_KINDS).optional().catch(undefined),
  tournament: id,
  division: id,
  round: id,
  pool: id,
  draw: id,
  visitors: z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined),
})

export type BuilderSearch = z.output<typeof builderSearchSchema>

/** The kind the page's link asks for, or the most precise thing it names. */
export function kindOf(
  search: Pick<BuilderSearch, 'kind' | 'division' | 'round' | 'pool' | 'draw'>,
): EmbedKind {
  if (search.kind) return search.kind
  if (search.round && search.pool) return 'pool'
  if (search.round && search.draw) return 'draw'
  if (search.round) return 'round'
  if (search.division) return 'division'
  return 'tournament'
}
