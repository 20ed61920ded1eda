import type { Tournament } from '../../data/dataset-schema.ts'
import type { DemoStore } from '../../store/demo-store.ts'
import { below, type Populate } from '../populate.ts'
import { byNumber } from './game.ts'
import { serializeDivision } from './division.ts'

/**
 * A tournament with the relations `populate` asks for. A relation asked for that the tournament
 * does not have is null (`club`, `circuit`, `circuitCategory`) or an empty array.
 */
export function serializeTournament(
  tournament: Tournament,
  store: DemoStore,
  populate: Populate,
  publicSiteUrl: string,
): Record<string, unknown> {
  const organization =
    tournament.organizationIdx === null ? undefined : store.organization(tournament.organizationIdx)
  const body: Record<string, unknown> = {
    idx: tournament.idx,
    slug: tournament.slug,
    name: tournament.name,
    type: tournament.type,
    sport: tournament.sport,
    status: tournament.status,
    startDate: tournament.startDate,
    endDate: tournament.endDate,
    timezone: tournament.timezone,
    addOneHour: tournament.addOneHour,
    matchDays: tournament.matchDays,
    americanoRounds: tournament.americanoRounds,
    courtNames: tournament.courtNames,
    scheduleType: tournament.scheduleType,
    isPublic: tournament.isPublic,
    isFormatComplete: tournament.isFormatComplete,
    banner: tournament.banner,
    whoCanSubmit: tournament.whoCanSubmit,
    resultApprovalMode: tournament.resultApprovalMode,
    displayPoints: tournament.displayPoints,
    matchdayBonusEnabled: tournament.matchdayBonusEnabled,
    inscriptionCost: tournament.inscriptionCost,
    totalPrize: tournament.totalPrize,
    standingColumns: tournament.standingColumns,
    createdAt: tournament.createdAt,
    publicUrl: `${publicSiteUrl}/t/${encodeURIComponent(tournament.slug)}`,
    organization: organization
      ? { idx: organization.idx, name: organization.name, slug: organization.slug }
      : null,
  }
  if (populate.has('club')) {
    const club = store.club(tournament.clubIdx)
    body.club = club
      ? {
          idx: club.idx,
          name: club.name,
          address: club.address,
          website: club.website,
          image: club.image,
          location: club.location,
          ...(below(populate, 'club').has('courts')
            ? {
                courts: club.courts.map((court) => ({
                  idx: court.idx,
                  name: court.name,
                  position: court.position,
                })),
              }
            : {}),
        }
      : null
  }
  if (populate.has('divisions')) {
    body.divisions = byNumber(tournament.divisions).map((division) =>
      serializeDivision(division, tournament, store, below(populate, 'divisions')),
    )
  }
  if (populate.has('sponsors'))
    body.sponsors = [...tournament.sponsors].sort((a, b) => a.position - b.position)
  if (populate.has('circuit')) {
    body.circuit = store.dataset.circuits.find((circuit) => circuit.idx === tournament.circuitIdx) ?? null
  }
  if (populate.has('circuitCategory')) {
    body.circuitCategory =
      store.dataset.circuitCategories.find((category) => category.idx === tournament.circuitCategoryIdx) ??
      null
  }
  if (populate.has('rankedTiebreakRules')) {
    body.rankedTiebreakRules = [...tournament.rankedTiebreakRules].sort((a, b) => a.rank - b.rank)
  }
  return body
}
