import { z } from 'zod'
import { dateTime, idx } from './common'

export const meSchema = z.object({
  organization: z.object({
    idx,
    name: z.string(),
    slug: z.string(),
    avatar: z.string().nullish(),
    website: z.string().nullish(),
  }),
  token: z.object({
    idx,
    name: z.string(),
    prefix: z.string(),
    scopes: z.array(z.string()),
    createdAt: dateTime,
    expiresAt: dateTime.nullable(),
    lastUsedAt: dateTime.nullish(),
  }),
  rateLimit: z.object({ limit: z.number(), windowSeconds: z.number() }),
})

export type Me = z.infer<typeof meSchema>
