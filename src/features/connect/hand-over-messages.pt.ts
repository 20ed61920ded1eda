import type { HandOverMessages } from './hand-over-messages'

/** The refused-link notice in Portuguese (src/app/languages/pt.ts). */
export const handOverPt: HandOverMessages = {
  title: 'O token deste link não foi usado',
  detail: (origin: string | null) =>
    `${
      origin === null
        ? 'O link indicava um endereço de API que não é um endereço web, por isso o seu token não foi usado.'
        : `O link pedia para enviar o seu token para ${origin}, um endereço de API que este visualizador não está configurado para usar.`
    } Nada foi guardado e a ligação que este dispositivo tinha mantém-se. Peça a quem lhe enviou um link feito neste visualizador; se não o esperava, não o use, e nunca cole um token numa página para onde ele o leve.`,
  dismiss: 'Fechar',
}
