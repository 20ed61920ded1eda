import type { StaffChromeMessages } from './messages'

/** The staff pages' frame in Italian (src/app/languages/it-app.ts). */
export const staffChromeIt: StaffChromeMessages = {
  skip: 'Vai al contenuto',
  main: 'Principale',
  tournaments: 'Tornei',
  screens: 'Schermi',
  embeds: 'Incorpora',
  connection: 'Connessione',
  language: 'Lingua',
  budgetLabel: 'Richieste API rimaste in questo minuto',
  budgetLeft: (remaining: number, limit: number) => `${remaining}/${limit}`,
  budgetPaused: (seconds: number) => `Limite di richieste · si riprende tra ${seconds} s`,
  offline: 'Non in linea',
  offlineData: (since: string) =>
    `Questa pagina mostra ciò che questo dispositivo ha conservato, del ${since}. Si aggiornerà da sola quando torna la connessione.`,
}
