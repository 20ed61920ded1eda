/** The contract's six operations, by their contract names. */
export type OperationName =
  'getMe' | 'listTournaments' | 'getTournament' | 'listDivisions' | 'listTeams' | 'getRound'
