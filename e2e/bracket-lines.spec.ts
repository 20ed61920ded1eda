import { LANDMARKS } from '../server/src/data/landmarks'
import { expect, test, VIEWPORTS } from '../test-support/browser/fixtures'
import { signInWithNewToken } from '../test-support/browser/sign-in'

const RG = LANDMARKS.rolandGarros

test('the lines between draw rounds run from each round’s right edge to the next one’s left edge, one per game fed', async ({
  page,
}) => {
  await signInWithNewToken(page, 'e2e bracket lines')
  await page.setViewportSize(VIEWPORTS.tv)
  await page.goto(`/rounds/${RG.roundIdx}?tournament=${RG.tournamentIdx}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Main draw' })).toBeVisible()
  await page.getByRole('button', { name: 'Fit' }).click()
  // In the tree's own pixels (the SVG's viewBox): where each line starts and ends, against the columns.
  const { perGap, lines, widths } = await page.evaluate(() => {
    const tree = document.querySelector<HTMLElement>('.bk-tree')!
    const columns = [...tree.querySelectorAll<HTMLElement>(':scope > section')].map((column) => ({
      left: column.offsetLeft,
      right: column.offsetLeft + column.offsetWidth,
    }))
    const svg = tree.querySelector('.bk-lines')!
    const d = svg.querySelector('path')?.getAttribute('d') ?? ''
    const ends = [...d.matchAll(/M([\d.]+) [\d.]+H[\d.]+V[\d.]+H([\d.]+)/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ])
    const near = (a: number, b: number) => Math.abs(a - b) <= 1
    return {
      perGap: columns
        .slice(1)
        .map(
          (to, i) =>
            ends.filter(([from, end]) => near(from!, columns[i]!.right) && near(end!, to.left)).length,
        ),
      lines: ends.length,
      // The SVG drawn over the tree at the tree's scale: as wide as the tree's columns.
      widths: [
        Math.round(svg.getBoundingClientRect().width),
        Math.round(columns.at(-1)!.right * (tree.getBoundingClientRect().width / tree.offsetWidth)),
      ],
    }
  })
  // Seven draw rounds, six gaps; 64 first-round games feed 32 second-round games, and so on.
  expect(perGap).toEqual([64, 32, 16, 8, 4, 2])
  expect(lines).toBe(126)
  expect(Math.abs(widths[0]! - widths[1]!)).toBeLessThanOrEqual(1)
})
