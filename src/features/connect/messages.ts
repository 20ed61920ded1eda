import { defineMessages } from '../../i18n/locale'

/** Words of the connect page (docs/decisions/0004-i18n.md). */
export const connectMessages = defineMessages({
  name: 'connect',
  en: {
    title: 'Connect to your organization',
    intro:
      'Paste an API token from your organizer dashboard (organization page, API tab) to browse your tournaments.',
    tokenLabel: 'API token',
    tokenHint:
      'It looks like prefix_live_… or prefix_test_…. It stays in this browser and is sent only to the address named below.',
    tokenEmpty: 'Paste a token first.',
    tokenShape:
      'This does not look like an API token. A token has the form prefix_live_secret or prefix_test_secret; check that you copied all of it, and nothing else.',
    addressLabel: 'API address',
    addressHint:
      'Where the Read API is served. Type it yourself, from your organization: never one a link or a message asks you to use.',
    addressInvalid: 'Enter an http:// or https:// address, such as https://api.example.com.',
    sentTo: 'Your token will be sent to',
    sentElsewhere: (origin: string) => `Your token will be sent to ${origin}`,
    sentElsewhereDetail: (configured: string) =>
      `That is not this viewer’s API (${configured}). Connect only if your organization gave you this address: whoever runs it can read everything your token can.`,
    useAnotherAddress: 'Use another API address',
    useConfiguredAddress: 'Use this viewer’s API address',
    remember: 'Remember on this device',
    rememberHint: 'Otherwise the token is forgotten when this tab closes.',
    rememberOnlyAllowed:
      'This device remembers tokens only for the API addresses this viewer is set up to use: a token for this one is forgotten when this tab closes.',
    connect: 'Connect',
    connecting: 'Checking the token…',
    useDemo: 'Use the demo token',
    signedOutBecause: 'You were signed out',
    organization: 'Organization',
    website: 'Website',
    tokenName: 'Token',
    prefix: 'Prefix',
    scopes: 'Scopes',
    noScopes: 'none',
    expires: 'Expires',
    neverExpires: 'Never',
    expiresSoon: (days: number) =>
      `This token expires in ${days} ${days === 1 ? 'day' : 'days'}. Issue a new one in the organizer dashboard before then.`,
    rateLimit: 'Rate limit',
    rateLimitValue: (limit: number, seconds: number) => `${limit} requests per ${seconds} s`,
    apiAddress: 'API address',
    sameOrigin: 'this site (same origin)',
    connectedAs: 'Connected',
    signOut: 'Sign out',
    tryAgain: 'Try again',
    checking: 'Checking your token…',
    proxyTitle: 'No token needed here',
    proxyDetail:
      'This viewer reads through a proxy that holds the organization’s token, so nothing needs to be pasted.',
    browseTournaments: 'Browse tournaments',
    continueToPage: 'Continue to the page you opened',
  },
})

export type ConnectMessages = (typeof connectMessages)['en']
