import type { ConfigUnreadableMessages } from './messages'

/** The unreadable-settings page in Italian (src/app/languages/it-app.ts). */
export const configUnreadableIt: ConfigUnreadableMessages = {
  title: 'Questo visualizzatore non può avviarsi',
  detail:
    'Non è riuscito a leggere le sue impostazioni (config.json), quindi non sa da quale API leggere i risultati. Finché non ci riesce, non invia nulla e non accetta alcun token.',
  whatToDo: 'Se il problema persiste, avvisa chi gestisce questo visualizzatore. Riprova da solo.',
  retry: 'Riprova ora',
  retrying: 'Nuovo tentativo…',
}
