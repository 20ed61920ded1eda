import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../hooks/use-api'
import { Breadcrumbs, LeftOutNote } from '../../components/page'
import { MyTeams } from '../../components/team/MyTeams'
import { ChampionsSection } from './ChampionsSection'
import { CircuitSection } from './CircuitSection'
import { ClubSection } from './ClubSection'
import { DivisionList } from './DivisionList'
import { LiveNow } from './LiveNow'
import { tournamentPageQuery } from '../../api/views/tournament'
import { SponsorList } from './SponsorList'
import { TiebreakRules } from './TiebreakRules'
import { TournamentDetails } from './TournamentDetails'
import { TournamentHeader } from './TournamentHeader'

/** `/tournaments/$tournamentIdx`: everything a staff member needs about one tournament. */
export function TournamentPage({ tournamentIdx }: { tournamentIdx: string }) {
  const { data: tournament } = useSuspenseQuery(tournamentPageQuery(useApi(), tournamentIdx))
  return (
    <>
      <Breadcrumbs organization={tournament.organization.name} tournament={tournament} />
      <TournamentHeader tournament={tournament} />
      <LeftOutNote answers={[tournament]} />
      <ChampionsSection tournamentIdx={tournament.idx} divisions={tournament.divisions} />
      <LiveNow tournament={tournament} />
      <MyTeams tournament={tournament} className="mt-6" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <DivisionList tournament={tournament} divisions={tournament.divisions} />
          <div className="grid gap-6 md:grid-cols-2">
            <ClubSection club={tournament.club} />
            <SponsorList sponsors={tournament.sponsors} />
          </div>
        </div>
        <div className="space-y-6">
          <TournamentDetails tournament={tournament} />
          <CircuitSection circuit={tournament.circuit} category={tournament.circuitCategory} />
          <TiebreakRules rules={tournament.rankedTiebreakRules} />
        </div>
      </div>
    </>
  )
}
