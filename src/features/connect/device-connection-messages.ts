import { defineMessages } from '../../i18n/locale'

/**
 * Words of the notices about the token this device remembers, shown on staff pages and venue
 * screens (never on an embed, which remembers nothing): a link that would replace it with another
 * organization's, and a remembered connection to an API this viewer no longer allows.
 */
export const deviceConnectionMessages = defineMessages({
  name: 'deviceConnection',
  en: {
    questionTitle: 'Switch this device to another organization?',
    question: (remembered: string | null, handedOver: string | null) =>
      `This device remembers a token of ${remembered ?? 'an organization that could not be checked just now'}. The link you opened brings a token of ${handedOver ?? 'an organization that could not be checked just now'}, and asks this device to remember it instead: the token it remembers now would be gone from it. Nothing changes until you choose. If you did not expect this link, keep the token.`,
    keep: (name: string | null) => (name ? `Keep ${name}` : 'Keep the token this device remembers'),
    switchTo: (name: string | null) => (name ? `Switch to ${name}` : 'Use the link’s token'),
    forgottenTitle: 'The connection this device remembered was not used',
    forgotten: (origin: string | null) =>
      `It was for ${origin ?? 'an API address that is not a web address'}, which this viewer is not set up to use, so it has been forgotten. Connect again with a token for this viewer’s API.`,
    dismiss: 'Dismiss',
  },
})

export type DeviceConnectionMessages = (typeof deviceConnectionMessages)['en']
