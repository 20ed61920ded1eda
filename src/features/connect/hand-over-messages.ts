import { defineMessages } from '../../i18n/locale'

/**
 * Words of the notice for a link whose token was refused: shown on any page a link opens, embeds
 * included, so its words load with an embed's (the `embed` part of a language).
 */
export const handOverMessages = defineMessages({
  name: 'handOver',
  en: {
    title: 'The token in this link was not used',
    detail: (origin: string | null) =>
      `${
        origin === null
          ? 'The link named an API address that is not a web address, so its token could not be used.'
          : `The link asked this viewer to send its token to ${origin}, an API address this viewer is not set up to use.`
      } Nothing was kept from it, and the connection this device had is unchanged. Ask whoever sent the link for one made on this viewer; if you did not expect it, do not use it, and never paste a token into a page it leads you to.`,
    dismiss: 'Dismiss',
  },
})

export type HandOverMessages = (typeof handOverMessages)['en']
