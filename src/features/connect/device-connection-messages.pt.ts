import type { DeviceConnectionMessages } from './device-connection-messages'

/** The remembered-token notices in Portuguese (src/app/languages/pt-app.ts). */
export const deviceConnectionPt: DeviceConnectionMessages = {
  questionTitle: 'Mudar este dispositivo para outra organização?',
  question: (remembered, handedOver) =>
    `Este dispositivo lembra um token de ${remembered ?? 'uma organização que não foi possível verificar agora'}. O link que abriu traz um token de ${handedOver ?? 'uma organização que não foi possível verificar agora'} e pede a este dispositivo que o lembre em vez dele: o token que lembra agora desapareceria. Nada muda até escolher. Se não esperava este link, mantenha o token.`,
  keep: (name) => (name ? `Manter ${name}` : 'Manter o token deste dispositivo'),
  switchTo: (name) => (name ? `Mudar para ${name}` : 'Usar o token do link'),
  forgottenTitle: 'A ligação que este dispositivo lembrava não foi usada',
  forgotten: (origin) =>
    `Era para ${origin ?? 'um endereço de API que não é um endereço web'}, que este visualizador não está configurado para usar, por isso foi esquecida. Ligue-se de novo com um token para a API deste visualizador.`,
  dismiss: 'Fechar',
}
