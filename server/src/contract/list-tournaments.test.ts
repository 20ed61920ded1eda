import { describe, expect, it } from 'vitest'
import { TOURNAMENT_STATUSES } from '../data/dataset-schema.ts'
import { LANDMARKS } from '../data/landmarks.ts'
import { apiClient, list, NO_RATE_LIMITS, record } from '../../../test-support/demo-api/client.ts'

const client = apiClient({ rateLimit: NO_RATE_LIMITS })
const mainTournaments = client.demo.dataset.tournaments.filter(
  (tournament) => tournament.organizationIdx === LANDMARKS.mainOrganization.idx,
)

async function page(query: string) {
  const answer = await client.get(`/v1/external/tournaments${query}`)
  expect(answer.status).toBe(200)
  const body = record(answer.body)
  return { data: list(body.data), meta: record(body.meta) }
}

async function walk(query: string, limit: number) {
  const seen: Record<string, unknown>[] = []
  for (let offset = 0; ; offset += limit) {
    const { data, meta } = await page(`?limit=${limit}&offset=${offset}${query}`)
    seen.push(...data)
    if (offset + data.length >= Number(meta.total)) return { seen, total: Number(meta.total) }
  }
}

const TOURNAMENT_FIELDS = [
  'idx',
  'slug',
  'name',
  'type',
  'sport',
  'status',
  'startDate',
  'endDate',
  'timezone',
  'addOneHour',
  'matchDays',
  'americanoRounds',
  'courtNames',
  'scheduleType',
  'isPublic',
  'isFormatComplete',
  'banner',
  'whoCanSubmit',
  'resultApprovalMode',
  'displayPoints',
  'matchdayBonusEnabled',
  'inscriptionCost',
  'totalPrize',
  'standingColumns',
  'createdAt',
  'publicUrl',
  'organization',
]

describe('listTournaments: GET /v1/external/tournaments', () => {
  it('answers {data: Tournament[], meta: {limit, offset, total}} with limit 25 and offset 0 by default', async () => {
    const { data, meta } = await page('')
    expect(data).toHaveLength(25)
    expect(meta).toEqual({ limit: 25, offset: 0, total: mainTournaments.length })
    expect(mainTournaments.length).toBeGreaterThanOrEqual(120)
    for (const tournament of data) {
      expect(Object.keys(tournament).sort()).toEqual([...TOURNAMENT_FIELDS].sort())
      expect(tournament.publicUrl).toBe(`https://tournaments.courtside.example/t/${String(tournament.slug)}`)
      expect(record(tournament.organization)).toEqual({
        idx: LANDMARKS.mainOrganization.idx,
        name: 'Riverside Racket Association',
        slug: LANDMARKS.mainOrganization.slug,
      })
    }
  })

  it('is ordered by startDate descending, stable across pages; a complete walk sees every row once', async () => {
    const { seen, total } = await walk('', 7)
    expect(seen).toHaveLength(total)
    expect(new Set(seen.map((tournament) => tournament.idx)).size).toBe(total)
    const starts = seen.map((tournament) => Date.parse(String(tournament.startDate)))
    expect(starts).toEqual([...starts].sort((a, b) => b - a))
    expect(new Set(starts).size).toBeLessThan(starts.length) // ties exist, and still the walk is stable
    const again = await walk('', 100)
    expect(again.seen.map((tournament) => tournament.idx)).toEqual(seen.map((tournament) => tournament.idx))
  })

  it('meta.limit and meta.offset are the values applied; meta.total ignores the window', async () => {
    const { data, meta } = await page('?limit=10&offset=115')
    expect(meta).toEqual({ limit: 10, offset: 115, total: mainTournaments.length })
    expect(data).toHaveLength(mainTournaments.length - 115)
    expect((await page('?offset=5000')).data).toEqual([])
  })

  it('filters by status and sport before the window', async () => {
    for (const status of TOURNAMENT_STATUSES) {
      const { seen, total } = await walk(`&status=${status}`, 5)
      expect(total).toBe(mainTournaments.filter((tournament) => tournament.status === status).length)
      for (const tournament of seen) expect(tournament.status).toBe(status)
    }
    const tennis = await walk('&sport=TENNIS&status=COMPLETED', 3)
    expect(tennis.total).toBe(
      mainTournaments.filter(
        (tournament) => tournament.sport === 'TENNIS' && tournament.status === 'COMPLETED',
      ).length,
    )
    expect(tennis.seen.map((tournament) => tournament.idx)).toContain(LANDMARKS.rolandGarros.tournamentIdx)
  })

  it('unfiltered results include DRAFT and ARCHIVED tournaments, never personal or foreign ones', async () => {
    const idxs = (await walk('', 100)).seen.map((tournament) => tournament.idx)
    expect(idxs).toContain(LANDMARKS.draft.tournamentIdx)
    expect(idxs).toContain(LANDMARKS.archived.tournamentIdx)
    expect(idxs).not.toContain(LANDMARKS.personal.tournamentIdx)
    expect(idxs).not.toContain(LANDMARKS.secondOrganizationTournament.tournamentIdx)
  })

  it('answers 400 to out-of-range or non-integer limit and offset, without clamping', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'limit=-5',
      'limit=1.5',
      'limit=abc',
      'limit=',
      'offset=-1',
      'offset=0.5',
    ]) {
      expect((await client.get(`/v1/external/tournaments?${query}`)).status, query).toBe(400)
    }
    expect((await page('?limit=1')).data).toHaveLength(1)
    expect((await page('?limit=100')).data).toHaveLength(100)
  })

  it('answers 400 to a status or sport that is not an enum member', async () => {
    for (const query of [
      'status=LIVE',
      'status=completed',
      'status=UPCOMING,COMPLETED',
      'sport=SQUASH',
      'sport=padel',
    ]) {
      expect((await client.get(`/v1/external/tournaments?${query}`)).status, query).toBe(400)
    }
  })

  it('populates nothing by default; `club` is the only relation allowed', async () => {
    const { data } = await page('?populate=club&limit=100')
    const withClub = data.filter((tournament) => tournament.club !== null)
    expect(withClub.length).toBeGreaterThan(0)
    expect(data.some((tournament) => tournament.club === null)).toBe(true)
    for (const tournament of withClub) expect(record(tournament.club)).not.toHaveProperty('courts')
  })
})
