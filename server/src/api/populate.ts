/**
 * The `populate` parameter: which relations a response carries.
 *
 * A path brings its parents (`pools.standings.team` brings `pools` and `pools.standings`); a value
 * sent replaces the operation's default list; an unknown path is a 400 whose message lists the
 * legal values. Decisions where the contract is silent: `populate=` (empty) populates nothing;
 * empty items (`club,,divisions`, a trailing comma) are ignored; several `populate` parameters are
 * read as one comma-separated list. Items are not trimmed: `club, divisions` asks for " divisions".
 */
import type { PopulateRule } from '../../../contract/populate-rules.ts'

/** Populated relations as a tree: each relation name maps to the relations populated below it. */
export type Populate = ReadonlyMap<string, Populate>

export type PopulateResult = { ok: true; populate: Populate } | { ok: false; messages: string[] }

/** Reads the `populate` values of a request (`undefined`: the parameter was not sent). */
export function parsePopulate(values: readonly string[] | undefined, rule: PopulateRule): PopulateResult {
  if (values === undefined || values.length === 0) return { ok: true, populate: treeOf(rule.defaults) }
  const paths = values.flatMap((value) => value.split(',')).filter((path) => path !== '')
  const unknown = paths.filter((path) => !rule.allowed.includes(path))
  if (unknown.length > 0) {
    const legal = rule.allowed.join(', ')
    return {
      ok: false,
      messages: unknown.map((path) => `populate "${path}" is not allowed; allowed values: ${legal}`),
    }
  }
  return { ok: true, populate: treeOf(paths) }
}

type Tree = Map<string, Tree>

function treeOf(paths: readonly string[]): Populate {
  const root: Tree = new Map()
  for (const path of paths) {
    let node = root
    for (const name of path.split('.')) {
      const next: Tree = node.get(name) ?? new Map()
      node.set(name, next)
      node = next
    }
  }
  return root
}

const EMPTY: Populate = new Map()

/** The relations populated below `name`, empty when `name` itself is not populated. */
export function below(populate: Populate, name: string): Populate {
  return populate.get(name) ?? EMPTY
}
