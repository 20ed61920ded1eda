import { defineMessages } from '../../../i18n/locale'
import type { EmbedKind } from './builder-search'

/** The embed builder's words (docs/decisions/0004-i18n.md). */
export const builderMessages = defineMessages({
  name: 'embedBuilder',
  en: {
    title: 'Embed results on a website',
    intro:
      'Make an embed for a club’s website: choose what it shows and how it looks, check it in the preview, and copy the code into the site’s page. The embed sizes itself to its content and refreshes itself while visitors look at it.',
    whatTitle: 'What it shows',
    looksTitle: 'How it looks',
    previewTitle: 'Preview',
    codeTitle: 'Code for the website',
    budgetTitle: 'Visitors and the token’s budget',
    kind: 'Show',
    kinds: {
      tournament: 'The tournament: its divisions and rounds',
      division: 'A division, one round at a time',
      round: 'A round: its pool tables and bracket',
      pool: 'One pool table',
      draw: 'One draw of a bracket',
      team: 'A team: its next game and results',
    } satisfies Record<EmbedKind, string>,
    division: 'Division',
    round: 'Round',
    pool: 'Pool',
    draw: 'Draw',
    team: 'Team',
    choose: 'Choose…',
    hidden: (name: string) => `${name} (hidden)`,
    hiddenWarning:
      'This is hidden (isVisible: false): the embed says its results are not published, and shows them by itself once the organizer makes it visible.',
    draftWarning:
      'This tournament is a draft: every embed of it says its results are not published until the organizer publishes it.',
    frameTitle: (name: string | undefined) => (name ? `Live results: ${name}` : 'Live results'),
    pickFirst: 'Choose what to show, and the preview and the code appear.',
    theme: 'Theme',
    themes: { light: 'Light', dark: 'Dark', auto: 'As the visitor’s device' },
    accent: 'Accent colour',
    accentHint: 'Tabs, underlines and the focus ring. Leave empty for Courtside’s teal.',
    accentText: 'Hex value',
    accentInvalid: 'A hex colour such as #1d4ed8.',
    accentContrast: (ratio: string) =>
      `Low contrast with the background (${ratio}:1): underlines and focus rings will be hard to see.`,
    clearAccent: 'Default',
    scale: 'Text size',
    parts: 'Parts shown',
    partNames: { title: 'Heading', pools: 'Pool tables', bracket: 'Bracket', podium: 'Podium' },
    bracketView: 'Bracket layout',
    bracketViews: { auto: 'By width', tree: 'Tree', rounds: 'Round by round' },
    link: '“Open full results” link',
    links: {
      public: 'The tournament’s public page',
      viewer: 'This viewer’s full page (works for everyone behind the proxy)',
      none: 'No link, no credit',
    },
    language: 'Language',
    languageOfVisitor: 'As the visitor’s browser',
    refresh: 'Refresh every',
    seconds: (seconds: number) => (seconds < 60 ? `${seconds} s` : `${seconds / 60} min`),
    percent: (percent: number) => `${percent}%`,
    previewWidth: 'Preview width',
    widths: { phone: 'Phone', wide: 'Full width' },
    previewLabel: 'Preview of the embed',
    previewApiNotAllowed: (origin: string) =>
      `You are connected to ${origin}, which this viewer’s embeds are not set up to read (its config.json allows only its own API address and those listed in allowedApiOrigins), so there is no preview. Connect to this viewer’s API address to see one, or ask whoever runs the viewer to add ${origin} to allowedApiOrigins.`,
    previewNote:
      'The preview is the real embed, reading with your token; it grows and shrinks with its content as it will on the club’s page.',
    proxyTitle: 'Recommended: through the public-display proxy',
    proxyExplained:
      'No token in any visitor’s browser: the proxy holds it, and answers every visitor from its cache, so the number of visitors costs the token nothing. Run the proxy (README, “Public-display proxy”) and let the club’s site frame it (PROXY_FRAME_ANCESTORS).',
    proxyAddress: 'Address of the proxy',
    proxyAddressHint: 'Where the proxy serves the viewer, e.g. https://results.club.example',
    proxyAddressInvalid: 'An http(s) address, such as https://results.club.example',
    tokenTitle: 'Or: a read token in the embed’s address',
    tokenExplained:
      'The token goes after # in the iframe’s address. Browsers never send that part to a server, and the embed keeps it in memory only. But the token is in the club’s page itself:',
    tokenWarning:
      'Anyone who views the club’s page can read this token, in the page source or the browser’s developer tools, and use it to read everything your organization publishes through the API. Use a token made for this embed only, with an expiry, that you can revoke; never your own.',
    tokenField: 'Token to publish',
    tokenFieldHint: 'Not saved anywhere: it only goes into the code below.',
    tokenPlaceholder: 'PASTE_A_READ_TOKEN',
    iframeCode: 'The iframe, where the results go',
    scriptCode: 'The script, once per page, anywhere after the iframes',
    scriptExplained:
      'Without the script the embed keeps the height above and scrolls inside; with it the iframe takes its content’s height.',
    copy: 'Copy',
    copied: 'Copied.',
    copyFailed: 'Could not copy: select the code and copy it by hand.',
    budgetIntro: (refresh: string, limit: number, window: number) =>
      `With a token in the address, each visitor’s browser asks the API once every ${refresh}, and all of them share the token’s ${limit} requests per ${window} s (304s included), with anyone else using the token.`,
    allowed: (visitors: number, reserve: number) =>
      `At this refresh the token serves about ${visitors} visitors at once (${reserve} requests kept for page loads and staff).`,
    expected: 'Visitors you expect at once',
    fits: (rpm: number) => `Fits: they spend about ${rpm} requests a minute.`,
    tight: (rpm: number) =>
      `Tight: about ${rpm} requests a minute. A busy moment slows every embed; consider the proxy.`,
    proxyNeeded: (rpm: number) =>
      `Too many for one token: they would need ${rpm} requests a minute. Embeds would refresh slower and slower, and new visitors would wait. Use the public-display proxy.`,
    proxyDeployment:
      'This viewer runs behind the public-display proxy: visitors hold no token, and however many there are, the API sees a few requests per view a minute.',
  },
})

export type BuilderMessages = (typeof builderMessages)['en']
