/**
 * Records of the demo dataset that tests and docs point at, with fixed, hand-chosen v4 UUIDs: the
 * same whatever the generator's seed or anchor. Each one says what it is there to show.
 */

/** A draw of each of these sizes is in the draw-sizes tournament (byes where not a power of two). */
export const DRAW_SIZES = [2, 3, 4, 5, 6, 7, 8, 11, 12, 16, 24, 32, 48, 64, 100, 128] as const
export type DrawSize = (typeof DRAW_SIZES)[number]

function drawSizeRound(size: number): string {
  return `0d7a0000-0000-4000-8000-${String(size).padStart(12, '0')}`
}

export const LANDMARKS = {
  /** The main organization: the `main` demo token's; 120+ tournaments, all landmarks below but three. */
  mainOrganization: { idx: 'c0a1e5de-0000-4000-8000-000000000001', slug: 'riverside-racket-association' },
  /** Another organization (token `second`); its avatar is a `data:` URL and its website `javascript:`. */
  secondOrganization: { idx: 'c0a1e5de-0000-4000-8000-000000000002', slug: 'harbour-padel-league' },
  /**
   * An organization with 250 tournaments (token `many`): small ones, one a week, for pickers that
   * must reach past the API's 100-a-page.
   */
  manyOrganization: { idx: 'c0a1e5de-0000-4000-8000-000000000003', slug: 'northfield-weekly-socials' },

  /**
   * The real Roland Garros 2023 men's singles (COMPLETED): one division, one SINGLE_ELIMINATION_ROUND,
   * one draw of seven draw rounds (order 0 = Round of 128 … 6 = Final), 127 games with real scores,
   * two retirements, one walkover (FORFEIT). Game numbers: 1–64 first round … 127 the final.
   */
  rolandGarros: {
    tournamentIdx: '20230528-0000-4000-8000-00000000a001',
    divisionIdx: '20230528-0000-4000-8000-00000000a002',
    roundIdx: '20230528-0000-4000-8000-00000000a003',
    drawIdx: '20230528-0000-4000-8000-00000000a004',
    clubIdx: '20230528-0000-4000-8000-00000000a005',
    finalGameNumber: 127,
  },

  /**
   * The live padel tournament (IN_PROGRESS), played on the generator's anchor day (the CLI: the day it
   * starts) on six named courts: games before the anchor finished, games under way live
   * (`liveStartedAt`, no result), later ones upcoming. The live simulation moves it on.
   */
  livePadel: {
    tournamentIdx: '9ad31000-0000-4000-8000-00000000b001',
    clubIdx: '9ad31000-0000-4000-8000-00000000b002',
    /** Men's open: four pools of four, then a bracket fed by "1st of pool A"… placeholders. */
    menDivisionIdx: '9ad31000-0000-4000-8000-00000000b010',
    poolRoundIdx: '9ad31000-0000-4000-8000-00000000b011',
    bracketRoundIdx: '9ad31000-0000-4000-8000-00000000b012',
    /** Women's open: a 12-team draw (byes for the top four seeds) with a 3rd-place play-off and a 5th-place draw. */
    womenDivisionIdx: '9ad31000-0000-4000-8000-00000000b020',
    womenBracketRoundIdx: '9ad31000-0000-4000-8000-00000000b021',
    /** Mixed: one round robin of six teams. */
    mixedDivisionIdx: '9ad31000-0000-4000-8000-00000000b030',
    mixedPoolRoundIdx: '9ad31000-0000-4000-8000-00000000b031',
    /** A hidden division (`isVisible: false`) with a hidden round. */
    hiddenDivisionIdx: '9ad31000-0000-4000-8000-00000000b040',
    hiddenRoundIdx: '9ad31000-0000-4000-8000-00000000b041',
  },

  /** A pickleball tournament (IN_PROGRESS, games to 11 points): pools, then a bracket of six (two byes). */
  livePickleball: {
    tournamentIdx: '91c6e000-0000-4000-8000-00000000c001',
    divisionIdx: '91c6e000-0000-4000-8000-00000000c002',
    poolRoundIdx: '91c6e000-0000-4000-8000-00000000c003',
    bracketRoundIdx: '91c6e000-0000-4000-8000-00000000c004',
  },

  /**
   * Organizer text at its worst: script and HTML tags, a 200-character name, right-to-left text,
   * emoji, `javascript:` and `data:` URLs in banner, avatars, club website, sponsor logo and website.
   */
  hostileText: {
    tournamentIdx: '4057110e-0000-4000-8000-00000000d001',
    divisionIdx: '4057110e-0000-4000-8000-00000000d002',
    roundIdx: '4057110e-0000-4000-8000-00000000d003',
    clubIdx: '4057110e-0000-4000-8000-00000000d004',
  },

  /**
   * A tennis event (COMPLETED) with a QUALIFIERS_ROUND (16 players, 4 qualify) and a main draw of 16
   * with a third-place play-off (a draw of `placement` 3): a division finished with a placement
   * draw, its podium a single third and a fourth.
   */
  qualifiers: {
    tournamentIdx: '0ae11f1e-0000-4000-8000-00000000e001',
    divisionIdx: '0ae11f1e-0000-4000-8000-00000000e002',
    qualifiersRoundIdx: '0ae11f1e-0000-4000-8000-00000000e003',
    mainDrawRoundIdx: '0ae11f1e-0000-4000-8000-00000000e004',
  },

  /** One COMPLETED padel tournament with a division and a single-elimination round per draw size. */
  drawSizes: {
    tournamentIdx: '0d7a0000-0000-4000-8000-00000000f001',
    roundIdxBySize: Object.fromEntries(DRAW_SIZES.map((size) => [size, drawSizeRound(size)])) as Record<
      DrawSize,
      string
    >,
  },

  /** A TEAM_LEAGUE (IN_PROGRESS) whose teams carry `leagueTeam`; one of its rounds has no division. */
  teamLeague: {
    tournamentIdx: '7ea31ea6-0000-4000-8000-000000001001',
    divisionIdx: '7ea31ea6-0000-4000-8000-000000001002',
    roundIdx: '7ea31ea6-0000-4000-8000-000000001003',
    roundWithoutDivisionIdx: '7ea31ea6-0000-4000-8000-000000001004',
  },

  /** A LEAGUE (COMPLETED) whose games play all sets, so some end level (ties in the standings). */
  league: {
    tournamentIdx: '1ea60e00-0000-4000-8000-000000002001',
    roundIdx: '1ea60e00-0000-4000-8000-000000002002',
  },

  /** Tournaments in the statuses a listing must not hide: DRAFT and ARCHIVED. */
  draft: { tournamentIdx: 'd4af7000-0000-4000-8000-000000003001' },
  archived: { tournamentIdx: 'a4c41fed-0000-4000-8000-000000003002' },

  /** A personal tournament (no organization): never visible, its ids answer 404 like unknown ones. */
  personal: {
    tournamentIdx: '9e4501a1-0000-4000-8000-000000004001',
    roundIdx: '9e4501a1-0000-4000-8000-000000004002',
  },

  /** A tournament of the second organization: the main token gets 404 for it and its round. */
  secondOrganizationTournament: {
    tournamentIdx: '5ec0dd00-0000-4000-8000-000000005001',
    divisionIdx: '5ec0dd00-0000-4000-8000-000000005002',
    roundIdx: '5ec0dd00-0000-4000-8000-000000005003',
  },

  /**
   * The many-tournaments organization's oldest tournament: the last of its 250 in the API's order
   * (start date, newest first), so on no first page of 100; the only one whose name has "Lantern".
   */
  manyTournamentsOldest: {
    tournamentIdx: '1a4e7e40-0000-4000-8000-000000006001',
    name: 'Gdańsk Lantern Cup',
    divisionIdx: '1a4e7e40-0000-4000-8000-000000006002',
    roundIdx: '1a4e7e40-0000-4000-8000-000000006003',
  },

  /** A well-formed v4 UUID that no record has. */
  nonexistentIdx: 'deadbeef-0000-4000-8000-00000000dead',
} as const
