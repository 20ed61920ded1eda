import type { DeviceConnectionMessages } from './device-connection-messages'

/** The remembered-token notices in Spanish (src/app/languages/es-app.ts). */
export const deviceConnectionEs: DeviceConnectionMessages = {
  questionTitle: '¿Cambiar este dispositivo a otra organización?',
  question: (remembered, handedOver) =>
    `Este dispositivo recuerda un token de ${remembered ?? 'una organización que no se ha podido comprobar ahora'}. El enlace que ha abierto trae un token de ${handedOver ?? 'una organización que no se ha podido comprobar ahora'} y pide que este dispositivo lo recuerde en su lugar: el token que recuerda ahora desaparecería de él. Nada cambia hasta que elija. Si no esperaba este enlace, conserve el token.`,
  keep: (name) => (name ? `Conservar ${name}` : 'Conservar el token que recuerda este dispositivo'),
  switchTo: (name) => (name ? `Cambiar a ${name}` : 'Usar el token del enlace'),
  forgottenTitle: 'No se ha usado la conexión que recordaba este dispositivo',
  forgotten: (origin) =>
    `Era para ${origin ?? 'una dirección de API que no es una dirección web'}, que este visor no tiene configurada, así que se ha olvidado. Vuelva a conectarse con un token para la API de este visor.`,
  dismiss: 'Cerrar',
}
