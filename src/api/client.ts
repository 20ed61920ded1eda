import { ApiError } from './errors'
import type * as z from 'zod/mini'
import { createTransport, type Transport, type TransportOptions } from './http/transport'
import { idSegment, type QueryValue } from './http/url'
import {
  normalizePopulate,
  requestedPaths,
  type DefaultPopulate,
  type PopulateList,
  type PopulatedOperation,
} from './populate'
import type { WithRelations } from './relations'
import { schemaFor, type Schemas } from './schema-loader'
import type { Division, Me, PageMeta, Round, Sport, Team, Tournament, TournamentStatus } from './schemas'

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
  /** A GET of an operation that takes `populate`: sent normalized, and checked in the answer. */
  function read<T>(
    operation: PopulatedOperation,
    path: string,
    pick: (from: Schemas) => z.ZodMiniType<T>,
    populate: readonly string[] | undefined,
    call: CallOptions,
    { query = {}, relationsAt = '' }: { query?: Record<string, QueryValue>; relationsAt?: string } = {},
  ): Promise<T> {
    return transport.get({
      operation,
      path: `${BASE}${path}`,
      query: { ...query, populate: normalizePopulate(populate) },
      schema: schemaFor(operation, pick),
      relations: requestedPaths(operation, populate).map((relation) => relationsAt + relation),
      ...call,
    })
  }

  return {
    budget: transport.budget,
    /** The oldest answer on show that came from the device's store (the API unreachable), or null. */
    storedAnswersShown: transport.storedAnswersShown,
    forget: () => transport.forget(),
    /** A client for another base URL or token (the connect page's probe), sharing the budget. */
    with: (connection: Pick<ApiClientOptions, 'baseUrl' | 'getToken'>) =>
      clientOver(transport.with(connection)),

    getMe(call: CallOptions = {}): Promise<Me> {
      return transport.get({
        operation: 'getMe',
        path: `${BASE}/me`,
        schema: schemaFor('getMe', (from) => from.meSchema),
        ...call,
      })
    },

    async listTournaments<const List extends PopulateList<'listTournaments'> | undefined = undefined>(
      params: ListTournamentsParams<List> = {},
      call: CallOptions = {},
    ): Promise<TournamentPage<List>> {
      const { status, sport, limit, offset, populate } = params
      return (await read(
        'listTournaments',
        '/tournaments',
        (from) => from.tournamentPageSchema,
        populate,
        call,
        {
          query: { status, sport, limit, offset },
          relationsAt: 'data.',
        },
      )) as TournamentPage<List>
    },

    async getTournament<const List extends PopulateList<'getTournament'> | undefined = undefined>(
      idx: string,
      params: { populate?: List } = {},
      call: CallOptions = {},
    ): Promise<Populated<'getTournament', Tournament, List>> {
      const path = `/tournaments/${segment('getTournament', idx)}`
      return (await read(
        'getTournament',
        path,
        (from) => from.tournamentSchema,
        params.populate,
        call,
      )) as Populated<'getTournament', Tournament, List>
    },

    async listDivisions<const List extends PopulateList<'listDivisions'> | undefined = undefined>(
      tournamentIdx: string,
      params: { populate?: List } = {},
      call: CallOptions = {},
    ): Promise<Populated<'listDivisions', Division, List>[]> {
      const path = `/tournaments/${segment('listDivisions', tournamentIdx)}/divisions`
      return (await read(
        'listDivisions',
        path,
        (from) => from.divisionListSchema,
        params.populate,
        call,
      )) as Populated<'listDivisions', Division, List>[]
    },

    async listTeams<const List extends PopulateList<'listTeams'> | undefined = undefined>(
      tournamentIdx: string,
      params: { division?: string; populate?: List } = {},
      call: CallOptions = {},
    ): Promise<Populated<'listTeams', Team, List>[]> {
      const path = `/tournaments/${segment('listTeams', tournamentIdx)}/teams`
      return (await read('listTeams', path, (from) => from.teamListSchema, params.populate, call, {
        query: { division: params.division },
      })) as Populated<'listTeams', Team, List>[]
    },

    async getRound<const List extends PopulateList<'getRound'> | undefined = undefined>(
      idx: string,
      params: { populate?: List } = {},
      call: CallOptions = {},
    ): Promise<Populated<'getRound', Round, List>> {
      const path = `/rounds/${segment('getRound', idx)}`
      return (await read('getRound', path, (from) => from.roundSchema, params.populate, call)) as Populated<
        'getRound',
        Round,
        List
      >
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
