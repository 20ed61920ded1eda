import { ApiError } from './errors'
import { createTransport, type Transport, type TransportOptions } from './http/transport'
import { idSegment } from './http/url'
import {
  normalizePopulate,
  requestedPaths,
  type DefaultPopulate,
  type PopulateList,
  type PopulatedOperation,
} from './populate'
import type { WithRelations } from './relations'
import {
  divisionListSchema,
  meSchema,
  roundSchema,
  teamListSchema,
  tournamentPageSchema,
  tournamentSchema,
  type Division,
  type Me,
  type PageMeta,
  type Round,
  type Sport,
  type Team,
  type Tournament,
  type TournamentStatus,
} from './schemas'

/** The paths a call's answer carries: the list sent, or the operation's default list. */
type PathsOf<Op extends PopulatedOperation, List> = List extends readonly (infer Path extends string)[]
  ? Path
  : DefaultPopulate<Op>

export type Populated<Op extends PopulatedOperation, Resource, List> = WithRelations<
  Resource,
  PathsOf<Op, List>
>

export interface CallOptions {
  signal?: AbortSignal
}

export interface ListTournamentsParams<List extends PopulateList<'listTournaments'> | undefined = undefined> {
  status?: TournamentStatus
  sport?: Sport
  /** 1 to 100; the API's default is 25. */
  limit?: number
  /** 0 or more. */
  offset?: number
  populate?: List
}

export interface TournamentPage<List> {
  data: Populated<'listTournaments', Tournament, List>[]
  meta: PageMeta
}

const BASE = '/v1/external'

export type ApiClientOptions = TransportOptions

/**
 * The Read API's six operations. Each builds its URL, sends the bearer token, parses the answer
 * with its zod schema and throws `ApiError`/`SchemaError`; the type of the answer follows the
 * `populate` list sent. No UI side effects: pages decide what an error means to the user.
 */
export function createApiClient(options: ApiClientOptions) {
  return clientOver(createTransport(options))
}

function clientOver(transport: Transport) {
  return {
    budget: transport.budget,
    forget: () => transport.forget(),
    /** A client for another base URL or token (the connect page's probe), sharing the budget. */
    with: (connection: Pick<ApiClientOptions, 'baseUrl' | 'getToken'>) =>
      clientOver(transport.with(connection)),

    getMe(call: CallOptions = {}): Promise<Me> {
      return transport.get({ operation: 'getMe', path: `${BASE}/me`, schema: meSchema, ...call })
    },

    listTournaments<const List extends PopulateList<'listTournaments'> | undefined = undefined>(
      params: ListTournamentsParams<List> = {},
      call: CallOptions = {},
    ): Promise<TournamentPage<List>> {
      const { status, sport, limit, offset, populate } = params
      return transport.get({
        operation: 'listTournaments',
        path: `${BASE}/tournaments`,
        query: { status, sport, limit, offset, populate: normalizePopulate(populate) },
        schema: tournamentPageSchema,
        relations: requestedPaths('listTournaments', populate).map((path) => `data.${path}`),
        ...call,
      }) as Promise<TournamentPage<List>>
    },

    async getTournament<const List extends PopulateList<'getTournament'> | undefined = undefined>(
      idx: string,
      params: { populate?: List } = {},
      call: CallOptions = {},
    ): Promise<Populated<'getTournament', Tournament, List>> {
      return (await transport.get({
        operation: 'getTournament',
        path: `${BASE}/tournaments/${segment('getTournament', idx)}`,
        query: { populate: normalizePopulate(params.populate) },
        schema: tournamentSchema,
        relations: requestedPaths('getTournament', params.populate),
        ...call,
      })) as Populated<'getTournament', Tournament, List>
    },

    async listDivisions<const List extends PopulateList<'listDivisions'> | undefined = undefined>(
      tournamentIdx: string,
      params: { populate?: List } = {},
      call: CallOptions = {},
    ): Promise<Populated<'listDivisions', Division, List>[]> {
      return (await transport.get({
        operation: 'listDivisions',
        path: `${BASE}/tournaments/${segment('listDivisions', tournamentIdx)}/divisions`,
        query: { populate: normalizePopulate(params.populate) },
        schema: divisionListSchema,
        relations: requestedPaths('listDivisions', params.populate),
        ...call,
      })) as Populated<'listDivisions', Division, List>[]
    },

    async listTeams<const List extends PopulateList<'listTeams'> | undefined = undefined>(
      tournamentIdx: string,
      params: { division?: string; populate?: List } = {},
      call: CallOptions = {},
    ): Promise<Populated<'listTeams', Team, List>[]> {
      return (await transport.get({
        operation: 'listTeams',
        path: `${BASE}/tournaments/${segment('listTeams', tournamentIdx)}/teams`,
        query: { division: params.division, populate: normalizePopulate(params.populate) },
        schema: teamListSchema,
        relations: requestedPaths('listTeams', params.populate),
        ...call,
      })) as Populated<'listTeams', Team, List>[]
    },

    async getRound<const List extends PopulateList<'getRound'> | undefined = undefined>(
      idx: string,
      params: { populate?: List } = {},
      call: CallOptions = {},
    ): Promise<Populated<'getRound', Round, List>> {
      return (await transport.get({
        operation: 'getRound',
        path: `${BASE}/rounds/${segment('getRound', idx)}`,
        query: { populate: normalizePopulate(params.populate) },
        schema: roundSchema,
        relations: requestedPaths('getRound', params.populate),
        ...call,
      })) as Populated<'getRound', Round, List>
    },
  }
}

export type ApiClient = ReturnType<typeof createApiClient>

/** A path id; one that would change the path (only dots, empty) is refused like the API would. */
function segment(operation: PopulatedOperation, idx: string): string {
  const encoded = idSegment(idx)
  if (encoded === null) {
    throw new ApiError({ kind: 'http', operation, status: 400, code: 'INVALID_ID' })
  }
  return encoded
}
