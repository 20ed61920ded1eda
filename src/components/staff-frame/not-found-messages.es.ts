import type { NotFoundMessages } from './not-found-messages'

/** The not-found page in Spanish (src/app/languages/es-app.ts). */
export const notFoundEs: NotFoundMessages = {
  title: 'Página no encontrada',
  detail:
    'Esta dirección no corresponde a ninguna página de Courtside. Revise el enlace o vuelva a empezar desde la página de inicio.',
  home: 'Ir a la página de inicio',
}
