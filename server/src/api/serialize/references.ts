import type { DemoStore } from '../../store/demo-store.ts'

/** The small `{idx, name}` reference the API uses for a team. */
export interface TeamReference {
  idx: string
  name: string
}

export function teamReference(store: DemoStore, teamIdx: string | null): TeamReference | null {
  if (teamIdx === null) return null
  return { idx: teamIdx, name: store.team(teamIdx)?.name ?? '' }
}
