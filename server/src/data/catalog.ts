import type {
  Circuit,
  CircuitCategory,
  Club,
  Organization,
  RankedTiebreakRule,
  Sponsor,
} from './dataset-schema.ts'
import type { BuildContext } from './context.ts'
import { newClub } from './factories.ts'
import { LANDMARKS } from './landmarks.ts'
import { CITIES } from './names.ts'
import { stableIdx } from './random.ts'

/** The records tournaments share: organizations, clubs, circuits, tiebreak rules. */
export interface Catalog {
  organizations: Organization[]
  clubs: Club[]
  circuits: Circuit[]
  circuitCategories: CircuitCategory[]
}

export function buildCatalog(ctx: BuildContext, seasonYear: number): Catalog {
  const organizations: Organization[] = [
    {
      idx: LANDMARKS.mainOrganization.idx,
      name: 'Riverside Racket Association',
      slug: LANDMARKS.mainOrganization.slug,
      avatar: 'https://avatars.courtside.example/organizations/riverside.png',
      website: 'https://riverside-racket.example',
    },
    {
      idx: LANDMARKS.secondOrganization.idx,
      name: 'Harbour Padel League',
      slug: LANDMARKS.secondOrganization.slug,
      avatar: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      website: 'javascript:alert(document.cookie)',
    },
    {
      idx: LANDMARKS.manyOrganization.idx,
      name: 'Northfield Weekly Socials',
      slug: LANDMARKS.manyOrganization.slug,
      avatar: null,
      website: 'https://northfield-socials.example',
    },
  ]
  const clubs = CITIES.slice(0, 10).map((city, i) =>
    newClub(
      {
        idx: ctx.id('club', i),
        name: `${city} ${['Padel Club', 'Tennis Club', 'Racket Center', 'Sports Park'][i % 4] ?? 'Club'}`,
        address: `${10 + i * 7} ${['Harbour Road', 'Calle Mayor', 'Rue du Parc', 'Via Roma'][i % 4] ?? 'Main Street'}`,
        website: i % 3 === 0 ? null : `https://club-${i}.courtside.example`,
        image: i % 2 === 0 ? `https://images.courtside.example/clubs/${i}.jpg` : null,
        // Every third club was never geocoded.
        location:
          i % 3 === 2
            ? null
            : {
                formattedAddress: `${10 + i * 7} Main Street, ${city}`,
                city,
                country: ['Spain', 'France', 'Portugal', 'Italy', 'Sweden'][i % 5] ?? 'Spain',
                postalCode: String(10_000 + i * 1_111),
                province: `${city} province`,
                lat: 40 + i * 0.7,
                lng: -3 + i * 1.3,
              },
      },
      {
        idx: (c) => ctx.id('club', i, 'court', c),
        names: Array.from({ length: 2 + (i % 5) }, (_, c) => `Court ${c + 1}`),
      },
    ),
  )
  const circuits: Circuit[] = [
    { idx: ctx.id('circuit', 1), name: 'Riverside Padel Tour', slug: 'riverside-padel-tour', seasonYear },
    {
      idx: ctx.id('circuit', 2),
      name: 'Coastal Pickleball Series',
      slug: 'coastal-pickleball-series',
      seasonYear,
    },
  ]
  const circuitCategories: CircuitCategory[] = [
    { idx: ctx.id('category', 1), name: 'Men open', gender: 'MEN', color: '#1f4e9c' },
    { idx: ctx.id('category', 2), name: 'Women open', gender: 'WOMEN', color: '#b0306b' },
    { idx: ctx.id('category', 3), name: 'Mixed', gender: 'MIXED', color: '#2c8a4b' },
  ]
  return { organizations, clubs, circuits, circuitCategories }
}

const RULES = [
  { name: 'Head-to-head', acronym: 'H2H' },
  { name: 'Sets difference', acronym: 'SD' },
  { name: 'Games difference', acronym: 'GD' },
  { name: 'Games won', acronym: 'GW' },
]

/** Tiebreak rules in the order they apply; the rules themselves are shared by all tournaments. */
export function tiebreakRules(ctx: BuildContext, count: number): RankedTiebreakRule[] {
  return RULES.slice(0, count).map((rule, i) => ({
    idx: ctx.id('ranked-rule', i),
    rank: i + 1,
    rule: { idx: stableIdx('tiebreak-rule', rule.acronym), ...rule },
  }))
}

export function sponsors(ctx: BuildContext, count: number): Sponsor[] {
  const names = ['Bounce Drinks', 'Vibora Sports', 'Cortex Physio', 'Ace Insurance', 'Lob & Co.']
  return names.slice(0, count).map((name, i) => ({
    idx: ctx.id('sponsor', i),
    name,
    logoUrl: `https://logos.courtside.example/sponsors/${i}.png`,
    websiteUrl: `https://sponsor-${i}.courtside.example`,
    description: `${name} supports local racket sports.`,
    position: i + 1,
  }))
}
