import { LANDMARKS } from '../server/src/data/landmarks'
import {
  requestsWith,
  servePlaceholderPictures,
  type MintedToken,
} from '../test-support/browser/demo-api-controls'
import { expect, saveScreenshot, test, VIEWPORTS } from '../test-support/browser/fixtures'
import { E2E_API_URL } from '../test-support/browser/ports'

const OLDEST = LANDMARKS.manyTournamentsOldest

/** A token of its own (its own budget and request log) for the organization of 250 tournaments. */
async function mintManyToken(name: string): Promise<MintedToken> {
  const response = await fetch(`${E2E_API_URL}/_demo/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ organization: 'many', name }),
  })
  expect(response.status).toBe(201)
  return (await response.json()) as MintedToken
}

/** The offsets of the tournament lists the API answered for this token, in order. */
async function listOffsets(token: MintedToken): Promise<number[]> {
  return (await requestsWith(E2E_API_URL, token.idx))
    .filter((request) => request.path === '/v1/external/tournaments')
    .map((request) => Number(new URLSearchParams(request.query).get('offset')))
}

test('staff of an organization with 250 tournaments find the 250th by name, and by paging, for an embed', async ({
  page,
}) => {
  await servePlaceholderPictures(page)
  const token = await mintManyToken('e2e tournament picker')
  await page.setViewportSize(VIEWPORTS.laptop)
  await page.goto(`/embeds/new#token=${token.token}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Embed results on a website' })).toBeVisible()

  await page.getByRole('checkbox', { name: 'Include tournaments not in progress' }).check()
  await expect(page.getByText('250 tournaments')).toBeVisible()
  const find = page.getByRole('searchbox', { name: 'Find by name' })
  await find.pressSequentially('gdansk LANT')
  await expect(page.getByText('1 tournament matches')).toBeVisible()
  await page.getByRole('radio', { name: OLDEST.name }).check()
  await expect(page.getByText(`Chosen: ${OLDEST.name}`)).toBeVisible()
  // The live preview is that tournament's embed.
  const preview = page.frameLocator('iframe[title^="Preview of the embed"]')
  await expect(preview.getByRole('heading', { name: OLDEST.name })).toBeVisible()
  await saveScreenshot(page, 'tournament-picker-search')

  // Every status, first page; then the rest of the list, once, for the search.
  expect(await listOffsets(token)).toEqual([0, 0, 100, 200])

  await find.fill('')
  const pages = page.getByRole('navigation', { name: 'Pages of tournaments' })
  await expect(pages.getByText('Page 1 of 25')).toBeVisible()
  await pages.getByRole('button', { name: 'Last page' }).click()
  await expect(pages.getByText('Page 25 of 25')).toBeVisible()
  await expect(page.getByRole('radio', { name: OLDEST.name })).toBeChecked()
  // Paging read nothing more: the pages of 100 the search read are in the cache.
  expect(await listOffsets(token)).toEqual([0, 0, 100, 200])
  await page.setViewportSize(VIEWPORTS.phone)
  await saveScreenshot(page, 'tournament-picker-paged')
})
