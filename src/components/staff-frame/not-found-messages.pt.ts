import type { NotFoundMessages } from './not-found-messages'

/** The not-found page in Portuguese (src/app/languages/pt-app.ts). */
export const notFoundPt: NotFoundMessages = {
  title: 'Página não encontrada',
  detail:
    'Este endereço não corresponde a nenhuma página do Courtside. Verifique o link ou recomece a partir da página inicial.',
  home: 'Ir para a página inicial',
}
