import type { ConfigUnreadableMessages } from './messages'

/** The unreadable-settings page in Spanish (src/app/languages/es-app.ts). */
export const configUnreadableEs: ConfigUnreadableMessages = {
  title: 'Este visor no puede arrancar',
  detail:
    'No ha podido leer su configuración (config.json), así que no sabe de qué API leer los resultados. Hasta que pueda, no envía nada ni acepta ningún token.',
  whatToDo: 'Si esto dura, avise a quien gestiona este visor. Vuelve a intentarlo por sí solo.',
  retry: 'Reintentar ahora',
  retrying: 'Reintentando…',
}
