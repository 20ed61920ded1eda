import { notFoundOn404, pageNotFound } from '../../components/page'
import { ensureRead } from '../../lib/early-read'
import type { LoaderContext } from '../../lib/router-context'
import { findTeam, teamPageTeamsQuery, teamPageTournamentQuery, teamRoundQuery } from './queries'

type TeamIds = { tournamentIdx: string; teamIdx: string; divisionIdx: string | undefined }

/**
 * `/tournaments/$tournamentIdx/teams/$teamIdx`: everything the team page shows. The tournament
 * and the team's list in parallel, the whole tournament's list when the division named does not
 * hold the team, then the rounds of the team's division in parallel. Not found when the team is
 * not in the tournament.
 */
export async function loadTeamPage(context: LoaderContext, ids: TeamIds): Promise<void> {
  const found = await readTeamPage(context, ids).catch(notFoundOn404)
  if (!found) throw pageNotFound('not-found')
}

async function readTeamPage({ queryClient, api }: LoaderContext, ids: TeamIds): Promise<boolean> {
  const [tournament, listed] = await Promise.all([
    ensureRead(queryClient, teamPageTournamentQuery(api, ids.tournamentIdx)),
    ensureRead(queryClient, teamPageTeamsQuery(api, ids.tournamentIdx, ids.divisionIdx)),
  ])
  let team = findTeam(listed, ids.teamIdx)
  if (!team && ids.divisionIdx) {
    team = findTeam(
      await queryClient.ensureQueryData(teamPageTeamsQuery(api, ids.tournamentIdx, undefined)),
      ids.teamIdx,
    )
  }
  const division = team && tournament.divisions.find((each) => each.idx === team.division?.idx)
  if (!team) return false
  await Promise.all(
    (division?.rounds ?? []).map((round) => queryClient.ensureQueryData(teamRoundQuery(api, round.idx))),
  )
  return true
}
