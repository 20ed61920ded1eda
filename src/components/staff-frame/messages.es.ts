import type { StaffChromeMessages } from './messages'

/** The staff pages' frame in Spanish (src/app/languages/es-app.ts). */
export const staffChromeEs: StaffChromeMessages = {
  skip: 'Saltar al contenido',
  main: 'Principal',
  tournaments: 'Torneos',
  screens: 'Pantallas',
  embeds: 'Insertar',
  connection: 'Conexión',
  language: 'Idioma',
  budgetLabel: 'Peticiones a la API que quedan este minuto',
  budgetLeft: (remaining: number, limit: number) => `${remaining}/${limit}`,
  budgetPaused: (seconds: number) => `Límite de peticiones · se reanuda en ${seconds} s`,
  offline: 'Sin conexión',
  offlineData: (since: string) =>
    `Esta página muestra lo que este dispositivo guardó, del ${since}. Se actualizará sola cuando vuelva la conexión.`,
}
