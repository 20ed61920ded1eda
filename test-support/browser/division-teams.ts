/** A team as the division's list gives it: its id for links, its name as pages show it. */
export interface ListedTeam {
  idx: string
  name: string
}

/** A division's teams, read from the e2e demo API at `apiUrl` with `token`, as the embed builder lists them. */
export async function divisionTeams(
  apiUrl: string,
  token: string,
  tournamentIdx: string,
  divisionIdx: string,
): Promise<ListedTeam[]> {
  const response = await fetch(
    `${apiUrl}/v1/external/tournaments/${tournamentIdx}/teams?division=${divisionIdx}`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  )
  if (!response.ok) throw new Error(`reading the division's teams failed: ${response.status}`)
  return (await response.json()) as ListedTeam[]
}
