/**
 * The query parameters the proxy lets through, per operation: the contract's parameter tables, in
 * the one form the viewer sends them (src/api/http/url.ts). `queryMaps()` writes them as nginx
 * `map` blocks that check a request's whole query and rebuild it in one canonical form, which is
 * both the cache key and what the gate sends upstream.
 *
 * Why refuse rather than pass on what the API would ignore or refuse: every distinct URL is a
 * cache miss that costs the token one request, so a query nobody's viewer sends (`?cb=<random>`)
 * must not reach the cache at all (decision 0905).
 */
import { POPULATE_RULES } from '../../contract/populate-rules.ts'
import { SPORTS, TOURNAMENT_STATUSES } from '../../src/api/schemas/enums.ts'

export type ProxiedOperation = keyof typeof POPULATE_RULES
type Parameter = 'status' | 'sport' | 'division' | 'limit' | 'offset' | 'populate'

/** Which parameters each operation takes (the contract's tables). */
export const OPERATION_PARAMETERS: Record<ProxiedOperation, readonly Parameter[]> = {
  listTournaments: ['status', 'sport', 'limit', 'offset', 'populate'],
  getTournament: ['populate'],
  listDivisions: ['populate'],
  listTeams: ['division', 'populate'],
  getRound: ['populate'],
}

/**
 * The order parameters go upstream in, whatever order the browser used; the viewer's own order,
 * so its URLs reach the API unchanged.
 */
const CANONICAL_ORDER: readonly Parameter[] = ['status', 'sport', 'division', 'limit', 'offset', 'populate']

const HEX = '[0-9A-Fa-f]'
const UUID = `${HEX}{8}-${HEX}{4}-${HEX}{4}-${HEX}{4}-${HEX}{12}`

/**
 * Each value as the API accepts it and the viewer writes it: enum members exactly (the API's are
 * case-sensitive), `limit` 1 to 100 and `offset` 0 or more without leading zeros or signs (the
 * viewer writes `String(number)`), `division` a UUID. Anything else the API would answer 400 to,
 * or is a second spelling of a URL the cache already has.
 */
const VALUE_PATTERNS: Record<Exclude<Parameter, 'populate'>, string> = {
  status: oneOf(TOURNAMENT_STATUSES),
  sport: oneOf(SPORTS),
  division: UUID,
  limit: '(?:[1-9][0-9]?|100)',
  offset: '(?:0|[1-9][0-9]{0,8})',
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function oneOf(values: readonly string[]): string {
  return `(?:${values.map(escapeRegex).join('|')})`
}

/** `populate`: a comma-separated list of the operation's allowed paths, in any order, repeats allowed. */
function populatePattern(operation: ProxiedOperation): string {
  const path = oneOf(POPULATE_RULES[operation].allowed)
  return `${path}(?:,${path})*`
}

function valuePattern(operation: ProxiedOperation, parameter: Parameter): string {
  return parameter === 'populate' ? populatePattern(operation) : VALUE_PATTERNS[parameter]
}

/** Every populate path of every operation, in the order the viewer sorts a list (normalizePopulate). */
export function populatePaths(): string[] {
  const all = Object.values(POPULATE_RULES).flatMap((rule) => rule.allowed)
  return [...new Set<string>(all)].sort()
}

/** The nginx maps: `$courtside_query_ok` (1 or 0) and `$courtside_query` (`""` or `?…`). */
export function queryMaps(indent = '    '): string {
  const operations = Object.keys(OPERATION_PARAMETERS) as ProxiedOperation[]
  const allowed = operations.map((operation) => {
    const parameter = `(?:${OPERATION_PARAMETERS[operation]
      .map((name) => `${name}=${valuePattern(operation, name)}`)
      .join('|')})`
    return `"~^${operation}\\?(?:${parameter}(?:&${parameter})*)?$" 1;`
  })
  const names = CANONICAL_ORDER.join('|')
  const paths = populatePaths()

  const blocks = [
    [
      '# 1 when every parameter of the query is one the operation takes, with a value the viewer',
      '# sends; the path was checked by $courtside_operation.',
      'map "$courtside_operation?$args" $courtside_query_allowed {',
      '    default 0;',
      ...allowed.map((line) => `    ${line}`),
      '}',
    ],
    [
      '# A parameter given twice: the API refuses it, and it would be a second spelling of one URL.',
      'map $args $courtside_query_repeated {',
      '    default 0;',
      `    "~(?:^|&)(${names})=[^&]*&(?:[^&]*&)*\\1=" 1;`,
      '}',
    ],
    [
      'map "$courtside_query_allowed$courtside_query_repeated" $courtside_query_ok {',
      '    default 0;',
      '    10 1;',
      '}',
    ],
    ...CANONICAL_ORDER.filter((name) => name !== 'populate').map((name) => [
      `map $arg_${name} $courtside_send_${name} {`,
      '    "" "";',
      `    default "&${name}=$arg_${name}";`,
      '}',
    ]),
    [
      '# populate, sorted and without repeats: one map per path says whether the list names it,',
      '# and the paths are put together in sorted order.',
      ...paths.flatMap((path, index) => [
        `map $arg_populate $courtside_populate_${index} {`,
        `    "~(?:^|,)${escapeRegex(path)}(?:,|$)" "${path},";`,
        '    default "";',
        '}',
      ]),
      `map "${paths.map((_, index) => `$courtside_populate_${index}`).join('')}" $courtside_send_populate {`,
      '    "" "";',
      '    "~^(?<courtside_populate_list>.+),$" "&populate=$courtside_populate_list";',
      '}',
    ],
    [
      '# The canonical query: the parameters in a fixed order, "?" first, or nothing.',
      `map "${CANONICAL_ORDER.map((name) => `$courtside_send_${name}`).join('')}" $courtside_query {`,
      '    "" "";',
      '    "~^&(?<courtside_parameters>.+)$" "?$courtside_parameters";',
      '}',
    ],
  ]
  return blocks.map((block) => block.map((line) => indent + line).join('\n')).join('\n\n')
}
