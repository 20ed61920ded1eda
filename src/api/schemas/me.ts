import * as z from 'zod/mini'
import { dateTime, idx, maybeDateTime, maybeString } from './common'

export const meSchema = z.object({
  organization: z.object({
    idx,
    name: z.string(),
    slug: z.string(),
    avatar: maybeString,
    website: maybeString,
  }),
  token: z.object({
    idx,
    name: z.string(),
    prefix: z.string(),
    scopes: z.array(z.string()),
    createdAt: dateTime,
    expiresAt: z.nullable(dateTime),
    lastUsedAt: maybeDateTime,
  }),
  rateLimit: z.object({ limit: z.number(), windowSeconds: z.number() }),
})

export type Me = z.infer<typeof meSchema>
