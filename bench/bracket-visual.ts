import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { LANDMARKS } from '../server/src/data/landmarks.ts'
import { launchChromium } from '../test-support/browser/chromium.ts'
import { readDemo, roundPath } from '../test-support/demo-api/read-demo.ts'
import { buildHarness, serveHarness, writeHarnessData } from '../test-support/bench/harness.ts'

/**
 * The visual check (`npx tsx bench/bracket-visual.ts`): the Roland Garros draw, the live padel
 * draws (byes, live games, placeholders, placement draws) and the padel pool tables from the demo
 * API, at phone, laptop and TV sizes, light and dark, plus the printed RG draw as PNG pages, in
 * bench/results/screens/ for a person to look at.
 */
const OUT = join(import.meta.dirname, 'results', 'screens')
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]
const CASES = ['rolandGarros', 'padel', 'padelPlaceholders', 'pool']

const { rolandGarros, livePadel } = LANDMARKS
const tournament = (idx: string) => `/v1/external/tournaments/${idx}`
const [rgRound, rgTeams, rgTournament, padelBracket, padelMen, padelPools, padelTeams, padelTournament] =
  await readDemo([
    roundPath(rolandGarros.roundIdx),
    `${tournament(rolandGarros.tournamentIdx)}/teams`,
    tournament(rolandGarros.tournamentIdx),
    roundPath(livePadel.womenBracketRoundIdx),
    roundPath(livePadel.bracketRoundIdx),
    roundPath(livePadel.poolRoundIdx),
    `${tournament(livePadel.tournamentIdx)}/teams`,
    tournament(livePadel.tournamentIdx),
  ])
writeHarnessData('visual.json', {
  rolandGarros: { round: rgRound, teams: rgTeams, tournament: rgTournament },
  padel: {
    bracket: padelBracket,
    menBracket: padelMen,
    pools: padelPools,
    teams: padelTeams,
    tournament: padelTournament,
  },
})
await buildHarness()
mkdirSync(OUT, { recursive: true })
const server = await serveHarness()
const browser = await launchChromium()
try {
  for (const viewport of VIEWPORTS) {
    for (const theme of ['light', 'dark']) {
      for (const which of CASES) {
        const page = await browser.newPage({ viewport })
        await page.goto(`${server.url}/?mode=visual&case=${which}&theme=${theme}`)
        await page.waitForFunction(() => window.__result !== undefined || window.__error !== undefined)
        await page.waitForTimeout(300)
        const name = `${which}-${theme}-${viewport.width}x${viewport.height}.png`
        await page.screenshot({ path: join(OUT, name) })
        await page.close()
      }
    }
  }
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } })
  await page.goto(`${server.url}/?mode=visual&case=rolandGarros`)
  await page.waitForFunction(() => window.__result !== undefined)
  await page.emulateMedia({ media: 'print' })
  await page.waitForTimeout(300)
  const pdf = join(OUT, 'rolandGarros-print.pdf')
  await page.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true })
  execFileSync('pdftoppm', ['-png', '-r', '60', pdf, join(OUT, 'rolandGarros-print')])
} finally {
  await browser.close()
  await server.close()
}
console.log(`Screenshots in ${OUT}:\n${readdirSync(OUT).sort().join('\n')}`)
