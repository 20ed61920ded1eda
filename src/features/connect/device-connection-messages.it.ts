import type { DeviceConnectionMessages } from './device-connection-messages'

/** The remembered-token notices in Italian (src/app/languages/it-app.ts). */
export const deviceConnectionIt: DeviceConnectionMessages = {
  questionTitle: 'Passare questo dispositivo a un’altra organizzazione?',
  question: (remembered, handedOver) =>
    `Questo dispositivo ricorda un token di ${remembered ?? 'un’organizzazione che non è stato possibile verificare ora'}. Il link che hai aperto porta un token di ${handedOver ?? 'un’organizzazione che non è stato possibile verificare ora'} e chiede a questo dispositivo di ricordarlo al suo posto: il token che ricorda ora sparirebbe. Non cambia nulla finché non scegli. Se non ti aspettavi questo link, tieni il token.`,
  keep: (name) => (name ? `Tieni ${name}` : 'Tieni il token di questo dispositivo'),
  switchTo: (name) => (name ? `Passa a ${name}` : 'Usa il token del link'),
  forgottenTitle: 'La connessione ricordata da questo dispositivo non è stata usata',
  forgotten: (origin) =>
    `Era per ${origin ?? 'un indirizzo API che non è un indirizzo web'}, che questo visualizzatore non è configurato per usare, quindi è stata dimenticata. Connettiti di nuovo con un token per l’API di questo visualizzatore.`,
  dismiss: 'Chiudi',
}
