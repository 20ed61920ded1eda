import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { readDemo, roundPath } from '../../../test-support/demo-api/read-demo.ts'
import { LANDMARKS } from '../../../server/src/data/landmarks.ts'
import { roundSchema, tournamentSchema, type Round, type Tournament } from '../../api/schemas'
import { PoolTables } from './PoolTables'
import { StandingsTable } from './StandingsTable'

let round: Round
let tournament: Tournament

beforeAll(async () => {
  const { poolRoundIdx, tournamentIdx } = LANDMARKS.livePadel
  const [roundBody, tournamentBody] = await readDemo([
    roundPath(poolRoundIdx),
    `/v1/external/tournaments/${tournamentIdx}`,
  ])
  round = roundSchema.parse(roundBody)
  tournament = tournamentSchema.parse(tournamentBody)
})

function renderPool() {
  const pool = round.pools![0]!
  render(<StandingsTable pool={pool} standingColumns={tournament.standingColumns} sport={tournament.sport} />)
  return { pool, table: screen.getByRole('table', { name: pool.name! }) }
}

describe('StandingsTable on the live padel pools', () => {
  it("shows rank, team and every statistic, the tournament's columns first", () => {
    const { table } = renderPool()
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.querySelector('abbr')?.title ?? header.textContent)
    const chosen = [...tournament.standingColumns!].sort((a, b) => a.ordering - b.ordering)
    expect(chosen.length).toBeGreaterThan(0)
    expect(headers.slice(0, 2)).toEqual(['Rank', 'Team'])
    expect(headers).toHaveLength(2 + 13)
    expect(headers.slice(2, 2 + chosen.length)).toEqual(
      chosen.map(
        (column) =>
          ({
            POINTS: 'Points',
            WINS: 'Wins',
            LOSSES: 'Losses',
            SETS_DIFFERENCE: 'Set difference',
            POINTS_DIFFERENCE: 'Game difference',
            GAMES_PLAYED: 'Games played',
          })[column.type],
      ),
    )
  })

  it('lists the teams in stored rank order, with their numbers', () => {
    const { pool, table } = renderPool()
    const rows = within(table).getAllByRole('row').slice(1)
    const standings = [...pool.standings!].sort((a, b) => a.rank - b.rank)
    expect(rows).toHaveLength(standings.length)
    rows.forEach((row, i) => {
      const standing = standings[i]!
      expect(within(row).getByRole('rowheader')).toHaveTextContent(standing.team!.name)
      expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(String(standing.rank))
      expect(row).toHaveAttribute('id', `standing-${standing.team!.idx}`)
      const points =
        within(row).getAllByRole('cell')[
          1 + tournament.standingColumns!.findIndex((c) => c.type === 'POINTS')
        ]
      expect(points).toHaveTextContent(String(standing.teamStats!.points))
    })
    expect(table).toHaveAccessibleDescription(expect.stringContaining('head-to-head tiebreaks'))
  })

  it("copies a link to a team's row", async () => {
    const user = userEvent.setup()
    const { pool } = renderPool()
    const first = [...pool.standings!].sort((a, b) => a.rank - b.rank)[0]!
    await user.click(screen.getByRole('button', { name: `Copy the link to ${first.team!.name}'s row` }))
    const copied = await navigator.clipboard.readText()
    expect(new URL(copied).hash).toBe(`#standing-${first.team!.idx}`)
    expect(screen.getByRole('status')).toHaveTextContent(`Link to ${first.team!.name}'s row copied`)
  })

  it('lets the keyboard scroll the numbers on a narrow screen', () => {
    const { pool } = renderPool()
    expect(screen.getByRole('region', { name: pool.name! })).toHaveAttribute('tabindex', '0')
  })

  it('leaves out the row links and the note when asked (embeds)', () => {
    const pool = round.pools![0]!
    render(<StandingsTable pool={pool} rowLinks={false} tiebreakNote={false} />)
    const table = screen.getByRole('table', { name: pool.name! })
    expect(within(table).queryAllByRole('button')).toEqual([])
    expect(screen.queryByText(/head-to-head tiebreaks/)).toBeNull()
    expect(table).not.toHaveAttribute('aria-describedby')
  })
})

describe('PoolTables', () => {
  it('gives every pool of the round the same columns at the same widths, and the note once', () => {
    const pools = round.pools!
    render(<PoolTables pools={pools} standingColumns={tournament.standingColumns} sport={tournament.sport} />)
    const tables = screen.getAllByRole('table')
    expect(tables).toHaveLength(pools.length)
    // The table's min-width (and the scroll cue's line) come from its box's `--st-min-width`.
    const minWidth = (table: HTMLElement) =>
      table.closest<HTMLElement>('.st')!.style.getPropertyValue('--st-min-width')
    const widths = (table: HTMLElement) =>
      [...table.querySelectorAll('col')].map((col) => col.style.width).join(' ') + minWidth(table)
    expect(new Set(tables.map(widths)).size).toBe(1)
    expect(minWidth(tables[0]!)).toMatch(/^calc\(/)
    expect(screen.getAllByText(/head-to-head tiebreaks/)).toHaveLength(1)
    for (const table of tables) expect(table).toHaveAccessibleDescription(/head-to-head tiebreaks/)
  })
})
