import type { LeagueTeam, Player, Team } from './dataset-schema.ts'
import type { BuildContext } from './context.ts'
import { CITIES, COLORS, FIRST_NAMES, LAST_NAMES } from './names.ts'

export interface TeamOptions {
  /** Distinguishes this division's teams from others of the tournament. */
  key: string
  count: number
  doubles: boolean
  /** The first `seeded` teams get seeds 1, 2, …; the rest are unseeded (0). */
  seeded: number
  createdAt: string
  drawAssignment?: Team['drawAssignment']
  /** League formats: each team plays for a league team. */
  leagueTeams?: boolean
}

/** Teams of a division, strongest first: doubles pairs or single players with made-up names. */
export function makeTeams(ctx: BuildContext, options: TeamOptions): Team[] {
  const { random, id } = ctx
  return Array.from({ length: options.count }, (_, i): Team => {
    const players = Array.from({ length: options.doubles ? 2 : 1 }, (_, p): Player => {
      const idx = id('player', options.key, i, p)
      return {
        idx,
        firstName: random.pick(FIRST_NAMES),
        lastName: random.pick(LAST_NAMES),
        avatar: random.chance(0.7) ? `https://avatars.courtside.example/${idx}.png` : null,
      }
    })
    const name = options.doubles
      ? players.map((player) => player.lastName).join(' / ')
      : `${players[0]?.firstName ?? ''} ${players[0]?.lastName ?? ''}`
    const idx = id('team', options.key, i)
    const seed = i < options.seeded ? i + 1 : 0
    return {
      idx,
      name,
      seed,
      seedNumber: seed,
      club: `${random.pick(CITIES)} Racket Club`,
      picture: `https://pictures.courtside.example/teams/${idx}.jpg`,
      description: '',
      ranking: (i + 1) * 3 + random.int(0, 2),
      isWildCard: false,
      qualifierStatus: 'NONE',
      drawAssignment: options.drawAssignment ?? 'MAIN_DRAW',
      createdAt: options.createdAt,
      players,
      captainProfileIdx: players[0]?.idx ?? null,
      leagueTeam: options.leagueTeams ? leagueTeam(ctx, options.key, i) : null,
    }
  })
}

function leagueTeam(ctx: BuildContext, key: string, i: number): LeagueTeam {
  const city = CITIES[i % CITIES.length] ?? 'Home'
  return {
    idx: ctx.id('league-team', key, i),
    name: `${city} Smashers`,
    color: COLORS[i % COLORS.length] ?? '#000000',
    logo: `https://logos.courtside.example/${encodeURIComponent(city)}.png`,
    position: i + 1,
    pointsAdjustment: i % 5 === 4 ? -2 : 0,
  }
}
