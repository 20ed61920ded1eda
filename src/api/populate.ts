import { POPULATE_RULES as CONTRACT_POPULATE_RULES, type PopulateRule } from '../../contract/populate-rules'
import type { OperationName } from './errors'

/**
 * The contract's `populate` rules (the table the demo API answers by): per operation that takes the
 * parameter, the allowed relation paths and the default list the API applies when none is sent. A
 * typo in a page's list fails the type check, because lists are typed against `allowed`.
 */
export const POPULATE_RULES = CONTRACT_POPULATE_RULES satisfies Partial<Record<OperationName, PopulateRule>>

export type PopulatedOperation = keyof typeof POPULATE_RULES
export type PopulatePath<Op extends PopulatedOperation> = (typeof POPULATE_RULES)[Op]['allowed'][number]
export type DefaultPopulate<Op extends PopulatedOperation> = (typeof POPULATE_RULES)[Op]['defaults'][number]

/**
 * A populate list to send. Never empty: the contract doesn't say what an empty `populate` does, so
 * "the default" is expressed by sending none (`undefined`).
 */
export type PopulateList<Op extends PopulatedOperation> = readonly [PopulatePath<Op>, ...PopulatePath<Op>[]]

/** Declares a page's populate list as a constant, checked against the operation's allowed paths. */
export function populateFor<Op extends PopulatedOperation>() {
  return <const List extends PopulateList<Op>>(list: List): List => list
}

/** The list as sent and as keyed: sorted and without repeats, so equal sets share URL and cache. */
export function normalizePopulate(list: readonly string[] | undefined): string[] | null {
  if (!list) return null
  return [...new Set(list)].sort()
}

/** The paths whose relations a response must carry: the list sent, or the default one. */
export function requestedPaths(
  op: PopulatedOperation,
  list: readonly string[] | undefined,
): readonly string[] {
  return list ?? POPULATE_RULES[op].defaults
}
