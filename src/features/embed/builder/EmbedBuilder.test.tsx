import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LANDMARKS } from '../../../../server/src/data/landmarks'
import { DEMO_API_URL, demoToken, startDemoApi } from '../../../../test-support/demo-api/viewer-fetch'
import { renderRoute } from '../../../../test-support/dom/render-route'
import { heightMessage } from '../height-messages'

const PADEL = LANDMARKS.livePadel
const OLDEST = LANDMARKS.manyTournamentsOldest
const BUILDER = `/embeds/new?tournament=${PADEL.tournamentIdx}&round=${PADEL.poolRoundIdx}`
const EMBED_PATH = `/embed/tournaments/${PADEL.tournamentIdx}/rounds/${PADEL.poolRoundIdx}`

const code = (name: string) =>
  screen.getAllByRole('textbox', { name }).map((box) => (box as HTMLTextAreaElement).value)
const iframeCode = () => code('The iframe, where the results go')

describe('the embed builder', () => {
  it('starts from the round a link names, with its division picked', async () => {
    const api = startDemoApi()
    await renderRoute(BUILDER, { api, signedIn: 'main' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Embed results on a website' })).toBeVisible()
    expect(screen.getByRole('radio', { name: /A round/ })).toBeChecked()
    expect(await screen.findByRole('combobox', { name: 'Division' })).toHaveValue(PADEL.menDivisionIdx)
    expect(screen.getByRole('combobox', { name: 'Round' })).toHaveValue(PADEL.poolRoundIdx)
    const preview = await screen.findByTitle(/^Preview of the embed: Live results: /)
    expect(preview).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    )
    expect(new URL(preview.getAttribute('src')!).pathname).toBe(EMBED_PATH)
  })

  it('writes both snippets, the token only after # and only in the one that uses it', async () => {
    const user = userEvent.setup()
    const api = startDemoApi()
    await renderRoute(`${BUILDER}&theme=dark`, { api, signedIn: 'main' })
    await screen.findByTitle(/^Preview of the embed/)
    const [proxy, withToken] = iframeCode()
    expect(proxy).toContain(`src="https://results.your-club.example${EMBED_PATH}?theme=dark"`)
    expect(proxy).not.toContain('#token')
    expect(withToken).toContain(`${EMBED_PATH}?theme=dark#token=PASTE_A_READ_TOKEN"`)
    expect(withToken).toContain('data-courtside-embed')
    expect(code('The script, once per page, anywhere after the iframes')).toEqual([
      '<script src="https://results.your-club.example/embed.js" async></script>',
      `<script src="${window.location.origin}/embed.js" async></script>`,
    ])
    expect(screen.getByRole('note')).toHaveTextContent('Anyone who views the club’s page can read this token')

    await user.type(screen.getByRole('textbox', { name: 'Token to publish' }), 'tr_live_EmbedOnlyToken')
    await user.type(
      screen.getByRole('textbox', { name: 'Address of the proxy' }),
      'https://results.club.example',
    )
    const [proxied, tokened] = iframeCode()
    expect(proxied).toContain('src="https://results.club.example/embed/')
    expect(tokened).toContain('?theme=dark#token=tr_live_EmbedOnlyToken"')
    // The token typed here is in no address of this page.
    expect(window.location.href).not.toContain('EmbedOnlyToken')
  })

  it('keeps the options in its address and in the snippets', async () => {
    const user = userEvent.setup()
    const { router } = await renderRoute(BUILDER, { signedIn: 'main' })
    await screen.findByTitle(/^Preview of the embed/)
    await user.click(screen.getByRole('radio', { name: 'Dark' }))
    await user.clear(screen.getByRole('textbox', { name: 'Hex value' }))
    await user.type(screen.getByRole('textbox', { name: 'Hex value' }), '#B45309')
    await user.click(screen.getByRole('checkbox', { name: 'Bracket' }))
    await user.selectOptions(screen.getByRole('combobox', { name: '“Open full results” link' }), 'none')
    expect(router.state.location.search).toMatchObject({
      theme: 'dark',
      accent: '#b45309',
      show: 'title,pools',
      link: 'none',
    })
    expect(iframeCode()[0]).toContain(
      '?theme=dark&amp;accent=%23b45309&amp;show=title%2Cpools&amp;link=none"',
    )
  })

  it('offers the podium of a tournament’s divisions, and puts show=podium in the snippet', async () => {
    const user = userEvent.setup()
    const RG = LANDMARKS.rolandGarros.tournamentIdx
    await renderRoute(`/embeds/new?tournament=${RG}&kind=tournament`, { signedIn: 'main' })
    await screen.findByTitle(/^Preview of the embed/)
    await user.click(screen.getByRole('checkbox', { name: 'Heading' }))
    await user.click(screen.getByRole('checkbox', { name: 'Podium' }))
    expect(iframeCode()[0]).toContain(`/embed/tournaments/${RG}?show=podium"`)
  })

  it('says how many visitors the token allows, and recommends the proxy beyond', async () => {
    const user = userEvent.setup()
    await renderRoute(BUILDER, { signedIn: 'main' })
    expect(await screen.findByText(/serves about 108 visitors at once/)).toBeVisible()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Refresh every' }), '30')
    expect(screen.getByText(/serves about 54 visitors at once/)).toBeVisible()
    const expected = screen.getByRole('spinbutton', { name: 'Visitors you expect at once' })
    await user.clear(expected)
    await user.type(expected, '200')
    expect(screen.getByText(/Too many for one token: they would need 400 requests a minute/)).toBeVisible()
  })

  it('sizes the preview, and the snippet’s height, from the embed’s own messages only', async () => {
    await renderRoute(BUILDER, { signedIn: 'main' })
    const preview = (await screen.findByTitle(/^Preview of the embed/)) as HTMLIFrameElement
    const post = (data: unknown, origin: string, source: Window | null) =>
      act(() => window.dispatchEvent(new MessageEvent('message', { data, origin, source })))
    post(heightMessage(933), 'https://evil.example', preview.contentWindow)
    post(heightMessage(933), window.location.origin, window)
    expect(preview.style.height).toBe('320px')
    post(heightMessage(933), window.location.origin, preview.contentWindow)
    expect(preview.style.height).toBe('933px')
    expect(iframeCode()[0]).toContain('height="940"')
  })

  it('waits for a full pick before it shows a preview', async () => {
    await renderRoute(`/embeds/new?tournament=${PADEL.tournamentIdx}&kind=pool`, { signedIn: 'main' })
    expect(await screen.findByText(/Choose what to show/)).toBeVisible()
    expect(screen.queryByTitle(/^Preview of the embed/)).toBeNull()
    expect(within(screen.getByRole('combobox', { name: 'Pool' })).getByRole('option')).toHaveTextContent(
      'Choose…',
    )
  })
})

describe('the embed builder’s preview, for staff connected to another API than the viewer’s', () => {
  const CONFIGURED = 'https://configured-api.example'
  /** The tab connected to the demo API by the connect page's "Use another API address". */
  const connectedElsewhere = (api: ReturnType<typeof startDemoApi>) =>
    window.sessionStorage.setItem(
      'courtside.connection',
      JSON.stringify({ token: demoToken(api), apiBaseUrl: DEMO_API_URL }),
    )

  it('names that API in the preview’s link, when the deployment allows it', async () => {
    const api = startDemoApi()
    connectedElsewhere(api)
    await renderRoute(BUILDER, {
      api,
      config: { apiBaseUrl: CONFIGURED, allowedApiOrigins: [new URL(DEMO_API_URL).origin] },
    })
    const preview = await screen.findByTitle(/^Preview of the embed: Live results: /, {}, { timeout: 10_000 })
    const fragment = new URLSearchParams(new URL(preview.getAttribute('src')!).hash.slice(1))
    expect(Object.fromEntries(fragment)).toEqual({ token: demoToken(api), api: DEMO_API_URL })
  })

  it('shows no preview, and says why, for an API the deployment does not allow', async () => {
    const api = startDemoApi()
    connectedElsewhere(api)
    await renderRoute(BUILDER, { api, config: { apiBaseUrl: CONFIGURED } })
    expect(
      await screen.findByText(
        /^You are connected to http:\/\/127\.0\.0\.1:\d+, which this viewer’s embeds are not set up to read/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible()
    expect(screen.queryByTitle(/^Preview of the embed/)).toBeNull()
    // The code is still there, for this viewer's own API.
    expect(iframeCode()).toHaveLength(2)
  })
})

describe('the embed builder’s tournament picker, for an organization of 250 tournaments', () => {
  /** Signed in to the organization of 250 tournaments; the 250th is on no first page of 100. */
  async function renderForManyTournaments(path: string) {
    const api = startDemoApi()
    const rendered = await renderRoute(path, { api, signedIn: { token: demoToken(api, 'many') } })
    expect(await screen.findByRole('heading', { level: 1, name: 'Embed results on a website' })).toBeVisible()
    return rendered
  }

  it('finds the 250th by a part of its name and previews its embed', async () => {
    const user = userEvent.setup()
    const { router } = await renderForManyTournaments('/embeds/new')
    await user.click(screen.getByRole('checkbox', { name: 'Include tournaments not in progress' }))
    expect(await screen.findByText('250 tournaments')).toBeVisible()
    await user.type(screen.getByRole('searchbox', { name: 'Find by name' }), 'lantern')
    await user.click(await screen.findByRole('radio', { name: OLDEST.name }))
    expect(router.state.location.search).toMatchObject({ tournament: OLDEST.tournamentIdx })
    expect(await screen.findByTitle(`Preview of the embed: Live results: ${OLDEST.name}`)).toHaveAttribute(
      'src',
      expect.stringContaining(`/embed/tournaments/${OLDEST.tournamentIdx}`) as never,
    )
  })

  it('pages to the 250th', async () => {
    const user = userEvent.setup()
    await renderForManyTournaments('/embeds/new')
    await user.click(screen.getByRole('checkbox', { name: 'Include tournaments not in progress' }))
    const pages = await screen.findByRole('navigation', { name: 'Pages of tournaments' })
    await user.click(within(pages).getByRole('button', { name: 'Last page' }))
    expect(within(pages).getByText('Page 25 of 25')).toBeVisible()
    await user.click(await screen.findByRole('radio', { name: OLDEST.name }))
    expect(await screen.findByText(`Chosen: ${OLDEST.name}`)).toBeVisible()
  })

  it('keeps the tournament a link names, by name, though no page shown holds it', async () => {
    await renderForManyTournaments(`/embeds/new?tournament=${OLDEST.tournamentIdx}`)
    expect(screen.getByText(`Chosen: ${OLDEST.name}`)).toBeVisible()
    expect(screen.getByText('1 tournament in progress')).toBeVisible()
  })
})
