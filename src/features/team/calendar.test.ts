import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { readDemo } from '../../../test-support/demo-api/read-demo'
import { roundSchema, type Round } from '../../api/schemas'
import { usualGameMinutes } from '../../domain/ics'
import { teamGames } from '../../domain/team-games'
import { bracketMessages, gameText } from '../../components/bracket'
import { TEAM_ROUND_POPULATE } from '../../api/views/round'
import { calendarFileName, teamCalendar, teamCalendarEvents } from './calendar'

const P = LANDMARKS.livePadel

async function womenRound(): Promise<Round> {
  const [body] = await readDemo([
    `/v1/external/rounds/${P.womenBracketRoundIdx}?populate=${TEAM_ROUND_POPULATE.join(',')}`,
  ])
  return roundSchema.parse(body)
}

describe('a team’s calendar file', () => {
  it('has one event per game with a time, in UTC, with court and club, teams and round, and a stable uid', async () => {
    const round = await womenRound()
    const team = round.games!.find((game) => game.homeTeam?.name === 'Mensah / Rossi')!.homeTeam!
    // One more game with no time yet: left out, and counted.
    const untimed = {
      ...round.games!.find((game) => game.number === 15)!,
      idx: 'untimed',
      number: 99,
      time: null,
    }
    const withUntimed = { ...round, games: [...round.games!, untimed] }
    const games = teamGames([withUntimed], team.idx)
    const texts = new Map([
      [
        round.idx,
        gameText(
          {
            games: round.games!,
            pools: round.pools,
            timeZone: 'Europe/Madrid',
            courtNames: { '1': 'Pista Central' },
          },
          bracketMessages.en,
          'en',
        ),
      ],
    ])
    const source = {
      games,
      texts,
      teamName: team.name,
      tournament: { name: 'Riverside Padel Open', sport: 'PADEL' },
      clubName: 'Padel Arena Riverside',
      versus: bracketMessages.en.versus,
      now: new Date('2025-06-14T12:00:00Z'),
    }
    const text = teamCalendar(source)
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component))
    const timed = games.filter((each) => each.game.time && each.state !== 'bye')
    expect(events.map((event) => event.uid)).toEqual(timed.map((each) => `${each.game.idx}@courtside`))
    const final = events.at(-1)!
    const finalGame = round.games!.find((game) => game.number === 15)!
    expect(final.startDate.toJSDate().toISOString()).toBe(new Date(finalGame.time!).toISOString())
    expect(final.startDate.zone?.tzid).toBe('UTC')
    expect(final.duration.toSeconds()).toBe((finalGame.lengthInMinutes ?? 0) * 60)
    expect(final.summary).toBe(
      'Mensah / Rossi vs Winner of game 14 (Women open bracket · Final)'.replace(
        'Women open bracket',
        round.name!,
      ),
    )
    expect(final.location).toMatch(/, Padel Arena Riverside$/)
    // The same games give the same uids another day: an import moves the events.
    expect(teamCalendar({ ...source, now: new Date('2025-06-15T08:00:00Z') })).toContain(
      `UID:${finalGame.idx}@courtside`,
    )
    expect(teamCalendarEvents(source).untimed).toBe(1)
    expect(calendarFileName('Mensah / Rossi')).toBe('mensah-rossi.ics')
  })

  it('makes the file when a game’s length is absurd, with the sport’s usual length instead', async () => {
    const round = await womenRound()
    const final = round.games!.find((game) => game.number === 15)!
    const absurd = { ...round, games: round.games!.map((game) => ({ ...game, lengthInMinutes: 1e12 })) }
    const games = teamGames([absurd], final.homeTeam!.idx)
    const text = teamCalendar({
      games,
      texts: new Map(),
      teamName: final.homeTeam!.name,
      tournament: { name: 'Riverside Padel Open', sport: 'PADEL' },
      clubName: null,
      versus: bracketMessages.en.versus,
      now: new Date('2025-06-14T12:00:00Z'),
    })
    const events = new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents('vevent')
      .map((component) => new ICAL.Event(component))
    expect(events.length).toBeGreaterThan(0)
    for (const event of events) expect(event.duration.toSeconds()).toBe(usualGameMinutes('PADEL') * 60)
  })
})
