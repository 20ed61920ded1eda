import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LANDMARKS } from '../../../server/src/data/landmarks'
import { DEMO_API_URL, startDemoApi, type DemoApi } from '../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../test-support/dom/render-route'
import { followsKey } from '../team/follows'
import { watchRecordKey } from './watch-record'
// Loaded by the page when a team is followed; loaded here, the fake clock need not wait for it.
import './AlertsDock'

const P = LANDMARKS.livePadel
const WATCH_KEY = watchRecordKey(new URL(DEMO_API_URL).origin)
const KEY = followsKey(new URL(DEMO_API_URL).origin, LANDMARKS.mainOrganization.idx)

/** The browser's Notification, as far as the alerts use it: a permission, a request, what was shown. */
class FakeNotification {
  static permission: NotificationPermission = 'default'
  static answer: NotificationPermission = 'granted'
  static requestPermission = vi.fn(async () => (FakeNotification.permission = FakeNotification.answer))
  static shown: { title: string; body: string }[] = []
  onclick: (() => void) | null = null
  constructor(title: string, options: { body: string }) {
    FakeNotification.shown.push({ title, body: options.body })
  }
  close() {}
}

function followMensDivision(api: DemoApi) {
  const teams = api.demo.dataset.tournaments
    .find((tournament) => tournament.idx === P.tournamentIdx)!
    .divisions.find((division) => division.idx === P.menDivisionIdx)!.teams
  localStorage.setItem(
    KEY,
    JSON.stringify(
      teams.map((team) => ({
        idx: team.idx,
        name: team.name,
        tournamentIdx: P.tournamentIdx,
        divisionIdx: P.menDivisionIdx,
      })),
    ),
  )
}

async function advance(ms: number) {
  for (let passed = 0; passed < ms; passed += 1_000)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000)
    })
}

/** Plays the demo on until a game of the men's pools starts; its two teams' names. */
function startPoolGame(api: DemoApi): string[] {
  for (let i = 0; i < 300; i++) {
    const event = api.demo.controls.simulation.step(1, P.tournamentIdx)[0]
    if (event?.kind !== 'game-started' || event.roundIdx !== P.poolRoundIdx) continue
    const tournament = api.demo.dataset.tournaments.find((each) => each.idx === P.tournamentIdx)!
    const game = tournament.rounds.flatMap((round) => round.games).find((each) => each.idx === event.gameIdx)!
    const teams = tournament.divisions.flatMap((division) => division.teams)
    return [game.homeTeamIdx, game.awayTeamIdx].map((idx) => teams.find((team) => team.idx === idx)!.name)
  }
  throw new Error('no game of the pools started')
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
  FakeNotification.permission = 'default'
  FakeNotification.shown = []
  FakeNotification.requestPermission.mockClear()
  vi.stubGlobal('Notification', FakeNotification)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('the alerts on staff pages', { timeout: 20_000 }, () => {
  it('says in a polite live region that a followed team’s game went live, links to its page, and can be dismissed', async () => {
    const api = startDemoApi()
    followMensDivision(api)
    await renderRoute('/tournaments', { api, signedIn: 'main' })
    await advance(3_000)
    const log = screen.getByRole('log', { name: 'Alerts about the teams you follow' })
    expect(log).toHaveAttribute('aria-live', 'polite')
    expect(log).toBeEmptyDOMElement()

    const teams = startPoolGame(api)
    await advance(60_000)
    const notices = within(log).getAllByRole('article')
    expect(notices).toHaveLength(2)
    const first = notices.find((notice) => notice.textContent?.includes(`${teams[0]} is playing now`))!
    // Where (the court) and against whom.
    expect(first).toHaveTextContent(new RegExp(`is playing now.+ · vs ${escape(teams[1]!)}`))
    const link = within(first).getByRole('link', { name: `${teams[0]} is playing now` })
    expect(link.getAttribute('href')).toMatch(
      new RegExp(`^/tournaments/${P.tournamentIdx}/teams/[^/?]+\\?division=`),
    )
    // Nothing asked for system notifications: none shown, and none requested on load.
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled()
    expect(FakeNotification.shown).toEqual([])

    fireEvent.click(within(first).getByRole('button', { name: `Dismiss the alert about ${teams[0]}` }))
    expect(within(log).getAllByRole('article')).toHaveLength(1)
    expect(log).not.toHaveTextContent(`${teams[0]} is playing now`)
  })

  it('asks for system notifications only from the button, then shows one per alert', async () => {
    const api = startDemoApi()
    followMensDivision(api)
    await renderRoute('/tournaments', { api, signedIn: 'main' })
    await advance(3_000)
    fireEvent.click(screen.getByRole('button', { name: 'Alerts' }))
    const panel = screen.getByRole('region', { name: 'Alerts for the teams you follow' })
    expect(within(panel).getByRole('checkbox', { name: /goes live/ })).toBeChecked()
    fireEvent.click(within(panel).getByRole('button', { name: 'Also show system notifications' }))
    await advance(1_000)
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1)
    expect(panel).toHaveTextContent('System notifications are on')

    const teams = startPoolGame(api)
    await advance(60_000)
    expect(FakeNotification.shown.map((shown) => shown.title).sort()).toEqual(
      teams.map((team) => `${team} is playing now`).sort(),
    )
  })

  it('explains a denied permission, and does not ask again', async () => {
    FakeNotification.permission = 'denied'
    const api = startDemoApi()
    followMensDivision(api)
    await renderRoute('/tournaments', { api, signedIn: 'main' })
    fireEvent.click(screen.getByRole('button', { name: 'Alerts' }))
    const panel = screen.getByRole('region', { name: 'Alerts for the teams you follow' })
    expect(panel).toHaveTextContent(/blocks notifications from this site.*allow notifications for this site/)
    expect(within(panel).queryByRole('button', { name: 'Also show system notifications' })).toBeNull()
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled()
  })

  it('keeps the settings beside the follows: a kind turned off is not told', async () => {
    const api = startDemoApi()
    followMensDivision(api)
    await renderRoute('/tournaments', { api, signedIn: 'main' })
    await advance(3_000)
    fireEvent.click(screen.getByRole('button', { name: 'Alerts' }))
    fireEvent.click(screen.getByRole('checkbox', { name: /goes live/ }))
    expect(JSON.parse(localStorage.getItem(KEY.replace('follows', 'alert-settings'))!)).toMatchObject({
      live: false,
    })
    const teams = startPoolGame(api)
    // The change of settings made the watch look again (it looks soon when follows change), so the
    // next look that asks for the rounds again is a minute after that one.
    await advance(65_000)
    const log = screen.getByRole('log', { name: 'Alerts about the teams you follow' })
    expect(log).not.toHaveTextContent('is playing now')
    // It was seen all the same: turned on again, it is not told late.
    const seen = Object.values(JSON.parse(localStorage.getItem(WATCH_KEY)!).seen as Record<string, string>)
    expect(seen).toContain('live')
    expect(teams).toHaveLength(2)
  })

  it('shows nothing while no team is followed', async () => {
    await renderRoute('/tournaments', { signedIn: 'main' })
    await advance(3_000)
    expect(screen.queryByRole('button', { name: 'Alerts' })).toBeNull()
    expect(screen.queryByRole('log')).toBeNull()
  })
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
