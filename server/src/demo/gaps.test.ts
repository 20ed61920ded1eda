import { describe, expect, it } from 'vitest'
import { POPULATE_RULES } from '../../../contract/populate-rules.ts'
import { LANDMARKS } from '../data/landmarks.ts'
import { apiClient, fakeClock, list, NO_RATE_LIMITS, record } from '../../../test-support/demo-api/client.ts'
import { answerWithGaps } from '../../../test-support/browser/demo-api-controls.ts'
import { serveDemoApi } from '../../../test-support/demo-api/serve.ts'
import { GAPS } from './gaps.ts'

const P = LANDMARKS.livePadel
const everything = (rule: { allowed: readonly string[] }) => `populate=${rule.allowed.join(',')}`
/** One answer of each operation, with every relation it can have. */
const ANSWERS = {
  getMe: '/v1/external/me',
  listTournaments: `/v1/external/tournaments?limit=100&${everything(POPULATE_RULES.listTournaments)}`,
  getTournament: `/v1/external/tournaments/${P.tournamentIdx}?${everything(POPULATE_RULES.getTournament)}`,
  listDivisions: `/v1/external/tournaments/${P.tournamentIdx}/divisions?${everything(POPULATE_RULES.listDivisions)}`,
  listTeams: `/v1/external/tournaments/${LANDMARKS.league.tournamentIdx}/teams?${everything(POPULATE_RULES.listTeams)}`,
  getRound: `/v1/external/rounds/${P.poolRoundIdx}?${everything(POPULATE_RULES.getRound)}`,
  getBracketRound: `/v1/external/rounds/${P.bracketRoundIdx}?${everything(POPULATE_RULES.getRound)}`,
}
const OPEN = new Set(Object.values(GAPS).flatMap((shape) => shape.open ?? []))
/** What a page cannot do without: never touched. */
const KEPT = ['idx', 'number', 'status', 'type', 'sport', 'startDate', 'endDate', 'time', 'liveStartedAt']

const setup = () => {
  const client = apiClient({ now: fakeClock().now, rateLimit: NO_RATE_LIMITS })
  return { client, faults: client.demo.controls.faults }
}

interface Difference {
  path: string
  field: string
  whole: unknown
  gapped: unknown
  /** The field is not in the gapped answer. */
  absent: boolean
}

/** Where `gapped` differs from `whole`, field by field, down every object and list. */
function differences(whole: unknown, gapped: unknown, path = ''): Difference[] {
  if (Array.isArray(whole) && Array.isArray(gapped) && whole.length === gapped.length)
    return whole.flatMap((item, i) => differences(item, gapped[i], `${path}[${i}]`))
  if (!isRecord(whole) || !isRecord(gapped)) return []
  return Object.entries(whole).flatMap(([field, value]): Difference[] => {
    const absent = !(field in gapped)
    const other = gapped[field]
    if (!absent && (isRecord(value) || Array.isArray(value)) && other !== null)
      return differences(value, other, `${path}.${field}`)
    return absent || !Object.is(value, other) ? [{ path, field, whole: value, gapped: other, absent }] : []
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

describe('Answers with gaps (the gaps and brokenItems faults)', () => {
  it('gaps "null": the open fields null, every field still present, what pages need untouched', async () => {
    const { client, faults } = setup()
    for (const [name, path] of Object.entries(ANSWERS)) {
      const whole = (await client.get(path)).body
      faults.set({ gaps: 'null' })
      const gapped = await client.get(path)
      faults.clear()
      expect(gapped.status, name).toBe(200)
      const changed = differences(whole, gapped.body)
      expect(changed.length, name).toBeGreaterThan(0)
      for (const change of changed) {
        const where = `${name} ${change.path}.${change.field}`
        expect(change.absent, where).toBe(false)
        if (change.field === 'totalPrize') expect(change.gapped, where).toBe(Infinity)
        else expect(change.gapped, where).toBeNull()
        expect(OPEN.has(change.field) || change.field === 'totalPrize', where).toBe(true)
        expect(KEPT, where).not.toContain(change.field)
      }
    }
  })

  it('gaps "absent": the open fields left out, the rest as they were', async () => {
    const { client, faults } = setup()
    for (const [name, path] of Object.entries(ANSWERS)) {
      const whole = (await client.get(path)).body
      faults.set({ gaps: 'absent' })
      const gapped = (await client.get(path)).body
      faults.clear()
      const changed = differences(whole, gapped)
      expect(changed.length, name).toBeGreaterThan(0)
      for (const change of changed) {
        const where = `${name} ${change.path}.${change.field}`
        if (change.field === 'totalPrize') expect(change.gapped, where).toBe(Infinity)
        else expect(change.absent, where).toBe(true)
      }
    }
  })

  it('serve the gaps the viewer must survive: time zone, club, price, round and draw round names, team and game fields', async () => {
    const { client, faults } = setup()
    faults.set({ gaps: 'null' })
    const tournamentAnswer = await client.get(ANSWERS.getTournament)
    expect(tournamentAnswer.text).toContain('"totalPrize":1e999')
    const tournament = record(tournamentAnswer.body)
    expect(tournament).toMatchObject({ idx: P.tournamentIdx, timezone: null, name: expect.any(String) })
    expect(record(tournament.club)).toMatchObject({ name: null, website: null, location: null })
    const division = record(list(tournament.divisions)[0])
    expect(division).toMatchObject({ price: null, name: expect.any(String) })

    faults.set({ gaps: 'absent' })
    const absent = record((await client.get(ANSWERS.getTournament)).body)
    expect(absent).not.toHaveProperty('timezone')
    expect(record(absent.club)).not.toHaveProperty('website')
    expect(list(absent.divisions)[0]).not.toHaveProperty('price')
    const round = record((await client.get(ANSWERS.getBracketRound)).body)
    expect(round).not.toHaveProperty('name')
    const drawRound = record(list(record(list(round.draws)[0]).rounds)[0])
    expect(drawRound).not.toHaveProperty('label')
    const game = record(list(drawRound.games)[0])
    expect(Object.keys(game).sort()).toEqual(
      [
        'awayTeam',
        'court',
        'homeTeam',
        'idx',
        'liveStartedAt',
        'number',
        'score',
        'status',
        'time',
        'winner',
      ].sort(),
    )
    for (const team of list((await client.get(ANSWERS.listTeams)).body)) {
      expect(Object.keys(team).sort()).toEqual(['division', 'idx', 'leagueTeam', 'name', 'players'])
    }
  })

  it('brokenItems: the last of a list of tournaments, divisions or teams lacks its name, the rest are whole', async () => {
    const { client, faults } = setup()
    const tournament = `/v1/external/tournaments/${P.tournamentIdx}`
    const lists = [
      { path: '/v1/external/tournaments', items: (body: unknown) => list(record(body).data) },
      { path: `${tournament}/divisions`, items: list },
      { path: `${tournament}/teams`, items: list },
      { path: tournament, items: (body: unknown) => list(record(body).divisions) },
    ]
    for (const { path, items } of lists) {
      const whole = items((await client.get(path)).body)
      faults.set({ brokenItems: true })
      const broken = items((await client.get(path)).body)
      faults.clear()
      expect(broken.length, path).toBeGreaterThanOrEqual(2)
      expect(broken.slice(0, -1), path).toEqual(whole.slice(0, -1))
      const { name: _name, ...rest } = whole.at(-1) ?? {}
      expect(broken.at(-1), path).toEqual(rest)
    }
  })

  it('keep to one token, get their own ETags, and switch off', async () => {
    const { client, faults } = setup()
    const gappy = client.demo.controls.mintToken({ name: 'gaps' })
    const path = `/v1/external/tournaments/${P.tournamentIdx}`
    const whole = await client.get(path)
    faults.set({ gaps: 'null', brokenItems: true, tokenIdx: gappy.idx })
    expect(record((await client.get(path)).body).timezone).toEqual(expect.any(String))
    const gapped = await client.get(path, { token: gappy.token })
    expect(record(gapped.body).timezone).toBeNull()
    const etag = gapped.headers.get('ETag') ?? ''
    expect(etag).not.toBe(whole.headers.get('ETag'))
    expect((await client.get(path, { token: gappy.token, headers: { 'If-None-Match': etag } })).status).toBe(
      304,
    )
    expect(client.demo.controls.requests.entries().at(-1)?.fault).toBe('gaps')
    faults.set({ gaps: 'off', brokenItems: false })
    expect(faults.active).toBe(false)
    expect((await client.get(path, { token: gappy.token })).text).toBe(whole.text)
  })

  it('switch on over HTTP for one token with the e2e helper, on a demo API on a port', async () => {
    const served = await serveDemoApi({ now: fakeClock().now, rateLimit: NO_RATE_LIMITS })
    try {
      const gappy = served.demo.controls.mintToken({ name: 'e2e gaps' })
      await answerWithGaps(served.url, gappy.idx, { gaps: 'absent', brokenItems: true })
      const teams = async (token: string) => {
        const response = await fetch(`${served.url}/v1/external/tournaments/${P.tournamentIdx}/teams`, {
          headers: { Authorization: `Bearer ${token}` },
        })
        return list(await response.json())
      }
      const gapped = await teams(gappy.token)
      expect(gapped.at(-1)).not.toHaveProperty('name')
      expect(gapped[0]).not.toHaveProperty('seed')
      expect((await teams(served.demo.controls.credentials.main.token))[0]).toHaveProperty('seed')
      await answerWithGaps(served.url, gappy.idx, { gaps: 'off', brokenItems: false })
      expect(served.demo.controls.faults.active).toBe(false)
    } finally {
      await served.close()
    }
  })

  it('switch on over HTTP too, and refuse a mode they do not know', async () => {
    const { client, faults } = setup()
    const post = (body: unknown) =>
      client.demo.fetch(
        new Request('http://demo.test/_demo/faults', { method: 'POST', body: JSON.stringify(body) }),
      )
    expect((await post({ gaps: 'absent', brokenItems: true })).status).toBe(200)
    expect(faults.settings).toMatchObject({ gaps: 'absent', brokenItems: true })
    expect((await post({ gaps: 'sometimes' })).status).toBe(400)
    expect(faults.settings.gaps).toBe('absent')
  })
})
