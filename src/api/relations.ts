import { RELATIONS, type Relation } from '../../contract/populate-rules'
import type { SchemaIssue } from './errors'

// RELATIONS (which field a populate path segment fills, and whether it is a list) is the contract's
// table, shared with the demo API.

type Relations = typeof RELATIONS
type FieldOf<Segment extends string> = Segment extends keyof Relations ? Relations[Segment]['field'] : Segment

type Head<Path extends string> = Path extends `${infer First}.${string}` ? First : Path
type Rest<Path extends string, First extends string> = Path extends `${First}.${infer Tail}` ? Tail : never

/**
 * `T` with the relations named by `Paths` (populate paths) made present: a list relation becomes a
 * list, a single one becomes the record or null (the contract doesn't say which relations may be
 * empty). Nested paths bring their parents, as the API does. Relations not named stay optional.
 */
export type WithRelations<T, Paths extends string> = [Paths] extends [never]
  ? T
  : T extends readonly (infer Item)[]
    ? WithRelations<Item, Paths>[]
    : T extends object
      ? Omit<T, FieldOf<Head<Paths>>> & {
          [Segment in Head<Paths> as FieldOf<Segment> & keyof T]-?: RelationValue<
            T[FieldOf<Segment> & keyof T],
            Rest<Paths, Segment>
          >
        }
      : T

type RelationValue<Value, Paths extends string> = Value extends undefined
  ? never
  : Value extends null
    ? null
    : WithRelations<Value, Paths>

/**
 * Makes a parsed body keep the promise `WithRelations` makes: a requested single relation that the
 * API left out becomes null; a requested list that is missing is a schema issue (the page would
 * otherwise show "none" where the data is simply not there). Mutates `body` (freshly parsed).
 */
export function completeRelations(body: unknown, paths: readonly string[]): SchemaIssue[] {
  const issues: SchemaIssue[] = []
  for (const path of paths) visit(body, path.split('.'), '', issues)
  return issues
}

function visit(node: unknown, segments: readonly string[], at: string, issues: SchemaIssue[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => visit(item, segments, join(at, String(index)), issues))
    return
  }
  const [segment, ...rest] = segments
  if (segment === undefined || typeof node !== 'object' || node === null) return
  const relation: Relation | undefined = RELATIONS[segment as keyof Relations]
  const field = relation?.field ?? segment
  const record = node as Record<string, unknown>
  if (record[field] === undefined) {
    if (relation?.many) issues.push({ path: join(at, field), message: `populated "${segment}" is missing` })
    else record[field] = null
    return
  }
  visit(record[field], rest, join(at, field), issues)
}

function join(at: string, segment: string): string {
  return at ? `${at}.${segment}` : segment
}
