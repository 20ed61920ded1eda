import type { HandOverMessages } from './hand-over-messages'

/** The refused-link notice in Italian (src/app/languages/it.ts). */
export const handOverIt: HandOverMessages = {
  title: 'Il token di questo link non è stato usato',
  detail: (origin: string | null) =>
    `${
      origin === null
        ? 'Il link indicava un indirizzo API che non è un indirizzo web, quindi il suo token non è stato usato.'
        : `Il link chiedeva di inviare il suo token a ${origin}, un indirizzo API che questo visualizzatore non è configurato per usare.`
    } Non è stato conservato nulla e la connessione di questo dispositivo è invariata. Chiedi a chi ti ha inviato il link di crearne uno su questo visualizzatore; se non te lo aspettavi, non usarlo e non incollare mai un token in una pagina a cui ti porta.`,
  dismiss: 'Chiudi',
}
