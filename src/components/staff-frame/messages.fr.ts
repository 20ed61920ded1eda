import type { StaffChromeMessages } from './messages'

/** The staff pages' frame in French (src/app/languages/fr-app.ts). */
export const staffChromeFr: StaffChromeMessages = {
  skip: 'Aller au contenu',
  main: 'Principal',
  tournaments: 'Tournois',
  screens: 'Écrans',
  embeds: 'Intégrations',
  connection: 'Connexion',
  language: 'Langue',
  budgetLabel: 'Requêtes API restantes cette minute',
  budgetLeft: (remaining: number, limit: number) => `${remaining}/${limit}`,
  budgetPaused: (seconds: number) => `Limite de requêtes · reprise dans ${seconds} s`,
  offline: 'Hors ligne',
  offlineData: (since: string) =>
    `Cette page montre ce que cet appareil a gardé, du ${since}. Elle se mettra à jour d’elle-même au retour de la connexion.`,
}
