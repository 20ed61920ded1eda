import { describe, expect, it } from 'vitest'
import {
  alertSettingsKey,
  DEFAULT_ALERT_SETTINGS,
  followsKey,
  followsOfOrigin,
  readAlertSettings,
  writeFollows,
} from './follows'

const ORIGIN = 'https://api.example'
const team = (idx: string) => ({ idx, name: `Team ${idx}`, tournamentIdx: 't', divisionIdx: 'd' })

describe('alert settings beside the follows', () => {
  it('are all on until the person turns one off; a missing or unreadable one is the default', () => {
    const key = alertSettingsKey(ORIGIN, 'org')
    expect(readAlertSettings(localStorage, key)).toEqual({ next: true, live: true, result: true })
    localStorage.setItem(key, JSON.stringify({ live: false, result: 'no' }))
    expect(readAlertSettings(localStorage, key)).toEqual({ next: true, live: false, result: true })
    localStorage.setItem(key, '{not json')
    expect(readAlertSettings(localStorage, key)).toEqual(DEFAULT_ALERT_SETTINGS)
    expect(readAlertSettings(null, key)).toEqual(DEFAULT_ALERT_SETTINGS)
  })

  it('are kept per API origin and organization, as the follows are', () => {
    expect(alertSettingsKey(ORIGIN, 'org')).not.toBe(alertSettingsKey('https://other.example', 'org'))
    expect(alertSettingsKey(ORIGIN, 'org')).not.toBe(alertSettingsKey(ORIGIN, 'other'))
    expect(alertSettingsKey(ORIGIN, 'org')).not.toBe(followsKey(ORIGIN, 'org'))
  })
})

describe('followsOfOrigin', () => {
  it('lists the organizations followed with this API, each with its teams, and no other API’s', () => {
    writeFollows(followsKey(ORIGIN, 'org-a'), [team('1'), team('2')])
    writeFollows(followsKey(ORIGIN, 'org-b'), [team('3')])
    writeFollows(followsKey('https://other.example', 'org-a'), [team('4')])
    localStorage.setItem(alertSettingsKey(ORIGIN, 'org-a'), '{}')
    const found = followsOfOrigin(localStorage, ORIGIN).sort((a, b) =>
      a.organizationIdx.localeCompare(b.organizationIdx),
    )
    expect(found.map((each) => [each.organizationIdx, each.teams.map((followed) => followed.idx)])).toEqual([
      ['org-a', ['1', '2']],
      ['org-b', ['3']],
    ])
  })

  it('finds nothing where storage is refused', () => {
    expect(followsOfOrigin(null, ORIGIN)).toEqual([])
  })
})
