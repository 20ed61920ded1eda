import { describe, expect, it } from 'vitest'
import { POPULATE_RULES, RELATIONS, type Relation } from '../../../contract/populate-rules.ts'
import { LANDMARKS } from '../data/landmarks.ts'
import { apiClient, NO_RATE_LIMITS } from '../../../test-support/demo-api/client.ts'

const client = apiClient({ rateLimit: NO_RATE_LIMITS })
const { livePadel, rolandGarros } = LANDMARKS
const tournament = `/v1/external/tournaments/${livePadel.tournamentIdx}`

/** Each operation on records that, together, have every relation its populate list can ask for. */
const ANSWERS: Record<keyof typeof POPULATE_RULES, { paths: string[]; at?: (body: unknown) => unknown }> = {
  listTournaments: { paths: ['/v1/external/tournaments'], at: (body) => (body as { data: unknown }).data },
  getTournament: { paths: [tournament] },
  listDivisions: { paths: [`${tournament}/divisions`] },
  listTeams: { paths: [`/v1/external/tournaments/${rolandGarros.tournamentIdx}/teams`] },
  getRound: {
    paths: [`/v1/external/rounds/${livePadel.poolRoundIdx}`, `/v1/external/rounds/${rolandGarros.roundIdx}`],
  },
}

/** Where a populate path's last segment was found: how many times, and how many of those were lists. */
function fieldsAt(node: unknown, segments: readonly string[], found: { lists: number; records: number }) {
  if (Array.isArray(node)) {
    for (const item of node) fieldsAt(item, segments, found)
    return
  }
  const [segment, ...rest] = segments
  if (segment === undefined || typeof node !== 'object' || node === null) return
  const relation: Relation | undefined = RELATIONS[segment as keyof typeof RELATIONS]
  const value = (node as Record<string, unknown>)[relation?.field ?? segment]
  if (rest.length > 0) return fieldsAt(value, rest, found)
  if (Array.isArray(value)) found.lists++
  else if (value !== undefined) found.records++
}

describe('the populate table', () => {
  it('names, for every segment of every allowed path, the field the demo API fills', async () => {
    for (const [operation, rule] of Object.entries(POPULATE_RULES)) {
      const { paths, at = (body: unknown) => body } = ANSWERS[operation as keyof typeof POPULATE_RULES]
      const body = await Promise.all(
        paths.map(async (path) => at((await client.get(`${path}?populate=${rule.allowed.join(',')}`)).body)),
      )
      for (const allowed of rule.allowed) {
        const segments = allowed.split('.')
        const last = segments.at(-1)!
        expect(RELATIONS, `${operation}: ${allowed}`).toHaveProperty(last)
        const found = { lists: 0, records: 0 }
        fieldsAt(body, segments, found)
        const { many } = RELATIONS[last as keyof typeof RELATIONS]
        expect(found.lists + found.records, `${operation}: ${allowed}`).toBeGreaterThan(0)
        expect(many ? found.records : found.lists, `${operation}: ${allowed} (many: ${many})`).toBe(0)
      }
    }
  })

  it('keeps every default list inside the allowed list', () => {
    for (const rule of Object.values(POPULATE_RULES)) {
      for (const path of rule.defaults) expect(rule.allowed as readonly string[]).toContain(path)
    }
  })
})
