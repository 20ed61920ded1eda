import type {
  Club,
  Court,
  Dataset,
  Division,
  Organization,
  Round,
  Team,
  Tournament,
} from '../data/dataset-schema.ts'

export interface RoundPlace {
  tournament: Tournament
  round: Round
}

/**
 * The dataset the API serves, with lookups by idx. The live simulation changes records in place
 * (never adds or removes any), so the lookups stay valid; `reset` and `restoreTournament` go back
 * to the dataset the store started from.
 */
export class DemoStore {
  readonly #initial: Dataset
  #dataset: Dataset
  #tournaments = new Map<string, Tournament>()
  #rounds = new Map<string, RoundPlace>()
  #teams = new Map<string, Team>()
  #divisions = new Map<string, Division>()
  #organizations = new Map<string, Organization>()
  #clubs = new Map<string, Club>()
  #courts = new Map<string, Court>()

  constructor(initial: Dataset) {
    this.#initial = initial
    this.#dataset = structuredClone(initial)
    this.#index()
  }

  get dataset(): Dataset {
    return this.#dataset
  }

  reset(): void {
    this.#dataset = structuredClone(this.#initial)
    this.#index()
  }

  /** Puts one tournament back as it was in the initial dataset. */
  restoreTournament(idx: string): void {
    const original = this.#initial.tournaments.find((tournament) => tournament.idx === idx)
    const position = this.#dataset.tournaments.findIndex((tournament) => tournament.idx === idx)
    if (!original || position < 0) return
    this.#dataset.tournaments[position] = structuredClone(original)
    this.#index()
  }

  organization(idx: string): Organization | undefined {
    return this.#organizations.get(idx)
  }

  /** A tournament only if it belongs to `organizationIdx`: personal and foreign ones stay unseen. */
  tournamentOf(organizationIdx: string, idx: string): Tournament | undefined {
    const tournament = this.#tournaments.get(idx.toLowerCase())
    return tournament && tournament.organizationIdx === organizationIdx ? tournament : undefined
  }

  tournamentsOf(organizationIdx: string): Tournament[] {
    return this.#dataset.tournaments.filter((tournament) => tournament.organizationIdx === organizationIdx)
  }

  roundOf(organizationIdx: string, idx: string): RoundPlace | undefined {
    const place = this.#rounds.get(idx.toLowerCase())
    return place && place.tournament.organizationIdx === organizationIdx ? place : undefined
  }

  team(idx: string): Team | undefined {
    return this.#teams.get(idx)
  }

  division(idx: string): Division | undefined {
    return this.#divisions.get(idx)
  }

  club(idx: string | null): Club | undefined {
    return idx === null ? undefined : this.#clubs.get(idx)
  }

  court(idx: string | null): Court | undefined {
    return idx === null ? undefined : this.#courts.get(idx)
  }

  #index(): void {
    const dataset = this.#dataset
    this.#organizations = new Map(
      dataset.organizations.map((organization) => [organization.idx, organization]),
    )
    this.#clubs = new Map(dataset.clubs.map((club) => [club.idx, club]))
    this.#courts = new Map(dataset.clubs.flatMap((club) => club.courts.map((court) => [court.idx, court])))
    this.#tournaments = new Map(
      dataset.tournaments.map((tournament) => [tournament.idx.toLowerCase(), tournament]),
    )
    this.#rounds = new Map()
    this.#teams = new Map()
    this.#divisions = new Map()
    for (const tournament of dataset.tournaments) {
      for (const round of tournament.rounds) this.#rounds.set(round.idx.toLowerCase(), { tournament, round })
      for (const division of tournament.divisions) {
        this.#divisions.set(division.idx, division)
        for (const team of division.teams) this.#teams.set(team.idx, team)
      }
    }
  }
}
