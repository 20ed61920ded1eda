import type { HandOverMessages } from './hand-over-messages'

/** The refused-link notice in Spanish (src/app/languages/es.ts). */
export const handOverEs: HandOverMessages = {
  title: 'No se ha usado el token de este enlace',
  detail: (origin: string | null) =>
    `${
      origin === null
        ? 'El enlace indicaba una dirección de API que no es una dirección web, así que su token no se ha podido usar.'
        : `El enlace pedía enviar su token a ${origin}, una dirección de API que este visor no tiene configurada.`
    } No se ha guardado nada y la conexión que tenía este dispositivo no ha cambiado. Pida a quien le envió el enlace uno hecho en este visor; si no lo esperaba, no lo use, y nunca pegue un token en una página a la que le lleve.`,
  dismiss: 'Cerrar',
}
