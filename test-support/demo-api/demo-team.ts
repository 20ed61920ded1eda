import type { DemoApi } from './viewer-fetch'

/** A team of the in-process demo API's data, by tournament, division and name; throws when there is none. */
export function demoTeam(api: DemoApi, tournamentIdx: string, divisionIdx: string, name: string) {
  const team = api.demo.dataset.tournaments
    .find((tournament) => tournament.idx === tournamentIdx)
    ?.divisions.find((division) => division.idx === divisionIdx)
    ?.teams.find((each) => each.name === name)
  if (!team) throw new Error(`no team ${name} in the demo data`)
  return team
}
