import type { ConfigUnreadableMessages } from './messages'

/** The unreadable-settings page in Portuguese (src/app/languages/pt-app.ts). */
export const configUnreadablePt: ConfigUnreadableMessages = {
  title: 'Este visualizador não consegue arrancar',
  detail:
    'Não conseguiu ler as suas definições (config.json), por isso não sabe de que API ler os resultados. Até conseguir, não envia nada nem aceita nenhum token.',
  whatToDo: 'Se isto continuar, avise quem gere este visualizador. Volta a tentar sozinho.',
  retry: 'Tentar agora',
  retrying: 'A tentar de novo…',
}
