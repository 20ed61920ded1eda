import * as z from 'zod/mini'
import { lazySchema } from '../../../lib/lazy-schema'
import { optionalLinkId } from '../../../components/page'
import type { MetaDivision } from '../rotation-views'
import { screenSearchSchema, type ScreenView } from '../screen-config'

/**
 * The setup page's address: the screen being made (the screen link's own parameters) and where the
 * pickers stand (division, round, pool). A page that links here names what it shows
 * (`/screens/new?tournament=…&round=…`) and the screen starts with that.
 */
export const setupSearchSchema = lazySchema(() =>
  z.extend(screenSearchSchema.schema, {
    division: optionalLinkId(),
    round: optionalLinkId(),
    pool: optionalLinkId(),
  }),
)

export type SetupSearch = z.output<typeof setupSearchSchema.schema>

/** What the page's link named (a pool, a round, a division), as the rotation to start from. */
export function presetViews(search: SetupSearch, divisions: readonly MetaDivision[]): ScreenView[] {
  const { round, pool, division } = search
  if (round && pool) return [{ kind: 'pool', roundIdx: round, poolIdx: pool }]
  if (round) {
    const type = divisions.flatMap((each) => each.rounds ?? []).find((each) => each.idx === round)?.type
    if (type)
      return [
        type === 'ROUND_ROBIN_ROUND'
          ? { kind: 'pools', roundIdx: round }
          : { kind: 'bracket', roundIdx: round },
      ]
    return []
  }
  if (division && divisions.some((each) => each.idx === division))
    return [{ kind: 'division', divisionIdx: division }]
  return []
}
