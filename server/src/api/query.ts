/**
 * Query parameters other than `populate`, validated the contract's way: no clamping, a value out
 * of range or of the wrong kind is a 400 with one message per failed constraint. Unknown
 * parameters are ignored. Enum values are case-sensitive; a repeated parameter is invalid.
 */
import { SPORTS, TOURNAMENT_STATUSES, type Sport, type TournamentStatus } from '../data/dataset-schema.ts'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i
const UUID_ANY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Path ids must be version 4 UUIDs (any case); anything else is INVALID_ID before any lookup. */
export function isUuidV4(value: string): boolean {
  return UUID_V4.test(value)
}

export type Query = Record<string, string[]>

type Parsed<T> = { value: T; messages: string[] }

function single(query: Query, name: string): Parsed<string | undefined> {
  const values = query[name]
  if (values === undefined) return { value: undefined, messages: [] }
  if (values.length > 1) return { value: undefined, messages: [`${name} must be given once`] }
  return { value: values[0], messages: [] }
}

/** An integer parameter in [min, max]; absent gives `fallback`. */
export function integerParam(
  query: Query,
  name: string,
  range: { min: number; max?: number; fallback: number },
): Parsed<number> {
  const { value, messages } = single(query, name)
  if (messages.length > 0) return { value: range.fallback, messages }
  if (value === undefined) return { value: range.fallback, messages: [] }
  if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    return { value: range.fallback, messages: [`${name} must be an integer number`] }
  }
  const number = Number(value)
  const problems: string[] = []
  if (number < range.min) problems.push(`${name} must not be less than ${range.min}`)
  if (range.max !== undefined && number > range.max)
    problems.push(`${name} must not be greater than ${range.max}`)
  return { value: number, messages: problems }
}

function enumParam<T extends string>(
  query: Query,
  name: string,
  members: readonly T[],
): Parsed<T | undefined> {
  const { value, messages } = single(query, name)
  if (messages.length > 0 || value === undefined) return { value: undefined, messages }
  if ((members as readonly string[]).includes(value)) return { value: value as T, messages: [] }
  return {
    value: undefined,
    messages: [`${name} must be one of the following values: ${members.join(', ')}`],
  }
}

export function statusParam(query: Query): Parsed<TournamentStatus | undefined> {
  return enumParam(query, 'status', TOURNAMENT_STATUSES)
}

export function sportParam(query: Query): Parsed<Sport | undefined> {
  return enumParam(query, 'sport', SPORTS)
}

/** `division` on listTeams: any UUID form is accepted (the contract says "uuid"). */
export function divisionParam(query: Query): Parsed<string | undefined> {
  const { value, messages } = single(query, 'division')
  if (messages.length > 0 || value === undefined) return { value: undefined, messages }
  if (UUID_ANY.test(value)) return { value: value.toLowerCase(), messages: [] }
  return { value: undefined, messages: ['division must be a UUID'] }
}
