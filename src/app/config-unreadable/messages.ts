import { defineMessages } from '../../i18n/locale'

/**
 * What a built viewer says on every page while it cannot read its config.json. In the `app` part of
 * a language: loaded only then, so no page's first load carries it.
 */
export const configUnreadableMessages = defineMessages({
  name: 'configUnreadable',
  en: {
    title: 'This viewer cannot start',
    detail:
      'It could not read its settings (config.json), so it does not know which API to read results from. Until it can, it sends nothing and takes no token.',
    whatToDo: 'If this lasts, tell whoever runs this viewer. It tries again by itself.',
    retry: 'Try again now',
    retrying: 'Trying again…',
  },
})

export type ConfigUnreadableMessages = (typeof configUnreadableMessages)['en']
