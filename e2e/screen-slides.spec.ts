import type { Page } from '@playwright/test'
import { LANDMARKS } from '../server/src/data/landmarks.ts'
import { openScreen, startScreenApi, type ScreenApi } from '../test-support/browser/screen'
import { mintToken } from '../test-support/browser/demo-api-controls'
import { expect, saveScreenshot, test } from '../test-support/browser/fixtures'
import { E2E_API_URL } from '../test-support/browser/ports'

const { livePadel } = LANDMARKS
const T = livePadel.tournamentIdx
const SIZES = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
]
const LOGO = 'https://sponsor.example/acme-logo.svg'
const BROKEN = 'https://sponsor.example/gone.png'
const ANNOUNCEMENT = { title: 'Prize giving at 19:00', text: 'Pista Central, for every division’s podium' }

let api: ScreenApi | null = null
test.afterEach(async () => {
  await api?.close()
  api = null
})

/** A sponsor's host: the logo, a wide picture, and a picture that is gone (404). */
async function serveSponsor(page: Page) {
  await page.route('https://sponsor.example/**', (route) => {
    if (route.request().url() === BROKEN) return route.fulfill({ status: 404, body: 'gone' })
    return route.fulfill({
      status: 200,
      contentType: 'image/svg+xml',
      body: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 160"><rect width="400" height="160" rx="16" fill="#0f766e"/><text x="200" y="100" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">ACME</text></svg>`,
    })
  })
}

function query(views: string, slides: unknown[], extra: Record<string, string> = {}) {
  return { tournament: T, views, slides: JSON.stringify(slides), ...extra }
}

/**
 * Watches the screen from inside the page every 100 ms: what the view on show is (the live view,
 * a picture by its address, an announcement) and whether a picture on screen is broken.
 */
async function watchSlides(page: Page): Promise<() => Promise<{ shown: string[]; broken: number }>> {
  await page.evaluate(() => {
    const watch = { shown: [] as string[], broken: 0 }
    Object.assign(window, { __slides: watch })
    setInterval(() => {
      const picture = document.querySelector<HTMLImageElement>('.screen-picture-image')
      const shown = picture
        ? picture.getAttribute('src')!
        : document.querySelector('.screen-announcement')
          ? 'announcement'
          : document.querySelector('.screen-live-court')
            ? 'live'
            : 'other'
      if (picture && picture.complete && picture.naturalWidth === 0) watch.broken++
      if (watch.shown.at(-1) !== shown) watch.shown.push(shown)
    }, 100)
  })
  return () =>
    page.evaluate(() => (window as unknown as { __slides: { shown: string[]; broken: number } }).__slides)
}

test('sponsor and announcement slides rotate with the other views; a picture that fails is passed over', async ({
  page,
  allowConsoleError,
}) => {
  test.setTimeout(90_000)
  // The gone picture's 404, as the browser reports it.
  allowConsoleError(/Failed to load resource.*404|gone\.png/)
  api = await startScreenApi()
  const { token } = api.demo.controls.mintToken({ name: 'e2e screen slides' })
  await serveSponsor(page)
  await page.setViewportSize({ width: 1280, height: 720 })
  await openScreen(
    page,
    api,
    token,
    query(
      'live,slide,slide,slide',
      [
        { image: LOGO, caption: 'Thanks to Acme, our main sponsor', seconds: 5 },
        { image: BROKEN, seconds: 5 },
        { ...ANNOUNCEMENT, seconds: 5 },
      ],
      { rotate: '3' },
    ),
  )
  await expect(page.locator('.screen-live-court').first()).toBeVisible()
  const watched = await watchSlides(page)
  // Two rounds of the rotation: live 3 s, the logo 5 s, the announcement 5 s.
  await expect
    .poll(async () => (await watched()).shown.filter((shown) => shown === 'live').length, {
      timeout: 40_000,
      intervals: [500],
    })
    .toBeGreaterThanOrEqual(3)
  const { shown, broken } = await watched()
  const cycle = shown.slice(shown.indexOf('live'), shown.indexOf('live', shown.indexOf('live') + 1) + 1)
  expect(cycle).toEqual(['live', LOGO, 'announcement', 'live'])
  expect(shown).not.toContain(BROKEN)
  expect(broken).toBe(0)
  // The rotation's dots count the views, the picture that failed among them.
  await expect(page.locator('.screen-progress-dots > li')).toHaveCount(4)
})

test('a picture fills the screen on a neutral panel with its caption, an announcement fills the TV, at 720p, 1080p and 4K', async ({
  page,
}) => {
  test.setTimeout(60_000)
  api = await startScreenApi()
  const { token } = api.demo.controls.mintToken({ name: 'e2e screen slide sizes' })
  await serveSponsor(page)
  const picture = query('slide', [{ image: LOGO, caption: 'Thanks to Acme, our main sponsor' }])
  const announcement = query('slide', [ANNOUNCEMENT])
  await openScreen(page, api, token, picture)
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.goto(`/screen?${new URLSearchParams(picture).toString()}`)
    const figure = page.getByRole('figure', { name: 'Thanks to Acme, our main sponsor' })
    await expect(figure.getByRole('img', { name: 'Thanks to Acme, our main sponsor' })).toBeVisible()
    await expect(figure).toContainText('Thanks to Acme, our main sponsor')
    const fit = await page.evaluate(() => {
      const main = document.querySelector('.screen-main')!.getBoundingClientRect()
      const image = document.querySelector<HTMLImageElement>('.screen-picture-image')!
      const box = image.getBoundingClientRect()
      return {
        loaded: image.naturalWidth > 0,
        fit: getComputedStyle(image).objectFit,
        height: box.height / main.height,
        inside: box.bottom <= main.bottom + 1 && box.right <= main.right + 1,
        scrolls: document.scrollingElement!.scrollHeight > window.innerHeight,
      }
    })
    expect(fit).toMatchObject({ loaded: true, fit: 'contain', inside: true, scrolls: false })
    expect(fit.height).toBeGreaterThan(0.7)
    await saveScreenshot(page, 'screen-slide-picture')

    await page.goto(`/screen?${new URLSearchParams(announcement).toString()}`)
    const notice = page.getByRole('region', { name: ANNOUNCEMENT.title })
    await expect(notice.getByRole('heading', { level: 2, name: ANNOUNCEMENT.title })).toBeVisible()
    await expect(notice).toContainText(ANNOUNCEMENT.text)
    const fill = await page.evaluate(() => {
      const main = document.querySelector('.screen-announcement')!.getBoundingClientRect()
      const words = [...document.querySelectorAll('.screen-announcement > *')].map((element) =>
        element.getBoundingClientRect(),
      )
      const top = Math.min(...words.map((box) => box.top))
      const bottom = Math.max(...words.map((box) => box.bottom))
      const width = Math.max(...words.map((box) => box.width))
      return {
        height: (bottom - top) / main.height,
        width: width / main.width,
        inside: top >= main.top - 1 && bottom <= main.bottom + 1,
        titlePx: Number.parseFloat(
          getComputedStyle(document.querySelector('.screen-announcement-title')!).fontSize,
        ),
      }
    })
    expect(fill.inside).toBe(true)
    // No half-empty TV: the words take most of the width or of the height.
    expect(Math.max(fill.height, fill.width)).toBeGreaterThan(0.6)
    // Readable from 5 m: the title at least a tenth of the screen's height.
    expect(fill.titlePx).toBeGreaterThan(size.height / 10)
    await saveScreenshot(page, 'screen-slide-announcement')
  }
})

test('staff add a sponsor picture and an announcement on the setup page, preview them and take the link to the TV', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000)
  const { token } = await mintToken(E2E_API_URL, 'e2e screen setup slides')
  await serveSponsor(page)
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto(`/screens/new?tournament=${T}&round=${livePadel.poolRoundIdx}#token=${token}`)
  await expect(page.getByRole('heading', { level: 1, name: 'New venue screen' })).toBeVisible()

  await page.getByRole('button', { name: 'Add a sponsor picture' }).click()
  const form = page.getByRole('form', { name: 'Sponsor picture' })
  await form.getByLabel('Picture address (https)').fill('http://sponsor.example/acme-logo.svg')
  await expect(form.getByText('The address must start with https://')).toBeVisible()
  await form.getByLabel('Picture address (https)').fill(LOGO)
  await form.getByLabel('Caption (optional)').fill('Thanks to Acme')
  await form.getByLabel('Stays on screen').selectOption('10')
  await expect(
    form.getByRole('region', { name: 'Preview of the slide' }).getByRole('img', { name: 'Thanks to Acme' }),
  ).toBeVisible()
  await form.getByRole('button', { name: 'Add to the rotation' }).click()

  await page.getByRole('button', { name: 'Add an announcement' }).click()
  const notice = page.getByRole('form', { name: 'Announcement' })
  await notice.getByLabel('Title').fill(ANNOUNCEMENT.title)
  await notice.getByLabel('Line of text (optional)').fill(ANNOUNCEMENT.text)
  await expect(
    notice
      .getByRole('region', { name: 'Preview of the slide' })
      .getByRole('heading', { name: ANNOUNCEMENT.title }),
  ).toBeVisible()
  await saveScreenshot(page, 'screen-setup-slides')
  await notice.getByRole('button', { name: 'Add to the rotation' }).click()

  const rotation = page.getByRole('list', { name: 'Rotation' })
  await expect(rotation.getByRole('listitem')).toHaveText([
    /All pools · Men open · Group stage/,
    /Picture · Thanks to Acme · 10 s/,
    /Announcement · Prize giving at 19:00 · 15 s/,
  ])
  // Edited in place: the announcement stays where it is.
  await page.getByRole('button', { name: /^Edit: Announcement/ }).click()
  await page.getByRole('form', { name: 'Announcement' }).getByLabel('Stays on screen').selectOption('30')
  await page.getByRole('button', { name: 'Save the slide' }).click()
  await expect(rotation.getByRole('listitem').nth(2)).toHaveText(
    /Announcement · Prize giving at 19:00 · 30 s/,
  )
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 })
    await saveScreenshot(page, 'screen-setup-slides-list')
  }

  await page.getByLabel('Show the whole link').check()
  const link = new URL(await page.getByLabel('Link to open on the screen').inputValue())
  expect(link.searchParams.get('views')).toBe(`pools:${livePadel.poolRoundIdx},slide,slide`)
  const tv = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  const screen = await tv.newPage()
  await serveSponsor(screen)
  await screen.goto(link.href)
  await expect(screen.getByRole('heading', { level: 2, name: 'Men open · Group stage' })).toBeVisible()
  await tv.close()
})

test('the setup page says when a link would be too long, and hands none out', async ({ page }) => {
  const { token } = await mintToken(E2E_API_URL, 'e2e screen setup too long')
  await serveSponsor(page)
  const slides = Array.from({ length: 9 }, (_, index) => ({
    title: `Notice ${index + 1}: courts close early today`,
    text: 'The club closes its doors at 21:00 tonight; the last games move to Pista Central and Pista 2.',
  }))
  const search = new URLSearchParams({
    tournament: T,
    views: Array(9).fill('slide').join(','),
    slides: JSON.stringify(slides),
  })
  await page.goto(`/screens/new?${search.toString()}#token=${token}`)
  await expect(page.getByText(/This link is \d{4} characters long, over the 2000/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0)
  await page.getByRole('button', { name: /^Remove: Announcement · Notice 9/ }).click()
  await page.getByRole('button', { name: /^Remove: Announcement · Notice 8/ }).click()
  await page.getByRole('button', { name: /^Remove: Announcement · Notice 7/ }).click()
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()
})
